import i18next, { type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import type { AppProps } from 'next/app';
import { useMemo, useRef, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';

/** What serverSideTranslations puts in a page's props (src/lib/i18n/static-props.ts). */
type PageI18n = { initialI18nStore?: Resource; initialLocale?: string; ns?: string[] };

/**
 * The options next-i18next's createConfig gives i18next for next-i18next.config.js, as far as
 * i18next and react-i18next read them (tests/i18n/with-translations.test.tsx holds the two
 * together). Written out, so the browser carries neither createConfig nor the config, and no
 * page's props carry it (the config sets serializeConfig: false).
 */
export const I18NEXT_OPTIONS = {
  defaultNS: 'common',
  fallbackLng: false,
  supportedLngs: ['default', 'fi', 'en', 'et'],
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  // The page's strings are in its props: ready in the first render, on the server and in the browser.
  initAsync: false,
} satisfies InitOptions;

/** Adds the namespaces a later page brings, leaving those already there as they are. */
function addResources(instance: I18n, resources: Resource | undefined): void {
  if (!resources) return;
  for (const [lng, bundles] of Object.entries(resources)) {
    for (const [ns, bundle] of Object.entries(bundles)) {
      if (!instance.hasResourceBundle(lng, ns)) instance.addResourceBundle(lng, ns, bundle, true, true);
    }
  }
}

/**
 * next-i18next's appWithTranslation for our one config: an i18next instance per locale for the
 * app's life, fed each page's strings from its props. next-i18next's own wrapper took about 2 kB
 * gz of every page's first load (createConfig, its defaults, hoist-non-react-statics and
 * react-is) to do the same (docs/decisions.md). It keeps one instance and switches its language
 * in a layout effect, after the new page's first render: that second render ran after Next's
 * route announcer had read the title, so a screen reader announced a language change with the
 * previous page's title ("News | Kasino" on /et/uudised). The locale's own instance renders the
 * new page in its language the first time.
 */
export function withTranslations<P extends AppProps>(App: ComponentType<P>): ComponentType<P> {
  function AppWithTranslations(props: P) {
    const pageI18n = (props.pageProps as { _nextI18Next?: PageI18n } | undefined)?._nextI18Next;
    const locale = pageI18n?.initialLocale ?? props.router?.locale;
    const byLocale = useRef(new Map<string, I18n>());
    const last = useRef<I18n | null>(null);
    const i18n = useMemo(() => {
      // A page without strings of its own (none today) keeps its locale's, else the last ones.
      if (!pageI18n || !locale) return (locale ? byLocale.current.get(locale) : undefined) ?? last.current;
      const resources = pageI18n.initialI18nStore;
      let instance = byLocale.current.get(locale);
      if (!instance) {
        instance = i18next.createInstance({ ...I18NEXT_OPTIONS, lng: locale, ns: pageI18n.ns ?? [], resources });
        void instance.init();
        byLocale.current.set(locale, instance);
      }
      addResources(instance, resources);
      last.current = instance;
      return instance;
    }, [pageI18n, locale]);
    return i18n ? (
      <I18nextProvider i18n={i18n}>
        <App {...props} />
      </I18nextProvider>
    ) : (
      <App key={locale} {...props} />
    );
  }
  return AppWithTranslations;
}
