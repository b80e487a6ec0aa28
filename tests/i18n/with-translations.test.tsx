import { act, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { AppProps } from 'next/app';
// eslint-disable-next-line no-restricted-imports -- the equivalence test runs the library's wrapper beside ours
import { appWithTranslation, useTranslation } from 'next-i18next/pages';
import { renderToString } from 'react-dom/server';
import type { ComponentType } from 'react';
import nextI18NextConfig from '../../next-i18next.config';
import { I18NEXT_OPTIONS, withTranslations } from '@/lib/i18n/with-translations';
import type { Locale } from '@/routes/href';
import { loadResources } from '../utils/i18n';

/** What each wrapper gives the app: its i18next instance and a few strings from several namespaces. */
function probe(seen: I18n[]) {
  return function Probe() {
    const { t, i18n } = useTranslation();
    seen.push(i18n);
    return (
      <p>
        {[t('nav.home'), t('auth:login.submit'), t('account:transactions.deposits'), t('errors:paymentAmount')].join(' | ')}
      </p>
    );
  };
}

type Wrapped = ComponentType<AppProps>;
const theirs = (seen: I18n[]) => appWithTranslation(probe(seen) as unknown as Wrapped) as Wrapped;
const ours = (seen: I18n[]) => withTranslations(probe(seen) as unknown as Wrapped);

/**
 * Page props as serverSideTranslations builds them (its file loading is covered by the build:
 * in jest's jsdom it loads only the default namespace); theirs needs the config in them, ours does not.
 */
async function pageProps(locale: Locale, namespaces: string[], serialized: boolean) {
  const ns = ['common', 'auth', 'forms', 'errors', 'search', ...namespaces];
  const all = loadResources(locale);
  const initialI18nStore = { [locale]: Object.fromEntries(ns.map((name) => [name, all[name] ?? {}])) };
  return { _nextI18Next: { initialI18nStore, initialLocale: locale, ns, userConfig: serialized ? nextI18NextConfig : null } };
}

const appProps = (pageProps: object, locale: Locale) => ({ pageProps, router: { locale }, Component: () => null }) as unknown as AppProps;

describe("withTranslations does what next-i18next's appWithTranslation does for our config", () => {
  it.each<Locale>(['fi', 'en', 'et'])('server-renders the same strings in %s', async (locale) => {
    const a: I18n[] = [];
    const b: I18n[] = [];
    const Theirs = theirs(a);
    const Ours = ours(b);
    const html = renderToString(<Ours {...appProps(await pageProps(locale, ['account'], false), locale)} />);
    expect(html).toBe(renderToString(<Theirs {...appProps(await pageProps(locale, ['account'], true), locale)} />));
    expect(html).not.toMatch(/nav\.home|login\.submit|paymentAmount|transactions\.deposits/);
    expect(b[0]?.language).toBe(locale);
  });

  it('gives i18next the options createConfig gives it', async () => {
    const a: I18n[] = [];
    const b: I18n[] = [];
    const Theirs = theirs(a);
    const Ours = ours(b);
    render(<Theirs {...appProps(await pageProps('fi', [], true), 'fi')} />);
    render(<Ours {...appProps(await pageProps('fi', [], false), 'fi')} />);
    const [their, our] = [a.at(-1), b.at(-1)];
    for (const key of ['defaultNS', 'fallbackLng', 'supportedLngs', 'load', 'interpolation', 'react', 'lng', 'ns'] as const) {
      // i18next normalises what it is given (fallbackLng false becomes [false] ...): both go through it.
      expect([key, JSON.stringify(our?.options[key])]).toEqual([key, JSON.stringify(their?.options[key])]);
    }
    // Ours initialises at once in the browser too: the strings are already in the props.
    expect(I18NEXT_OPTIONS.initAsync).toBe(false);
  });

  it('keeps one instance per locale, adds the namespaces a later page brings and follows a locale change in its first render', async () => {
    const created = jest.spyOn(i18next, 'createInstance');
    const b: I18n[] = [];
    const Ours = ours(b);
    const { container, rerender } = render(<Ours {...appProps(await pageProps('en', [], false), 'en')} />);
    // No 'account' namespace on this page: the key shows.
    expect(container.textContent).toContain('| transactions.deposits |');
    const later = await pageProps('en', ['account'], false);
    rerender(<Ours {...appProps(later, 'en')} />);
    expect(container.textContent).toContain('Deposits');
    const fi = await pageProps('fi', ['account'], false);
    // Next's route announcer reads the title after the first render of a new page: that render
    // is in the new language already (theirs renders the old one, then switches in an effect).
    b.length = 0;
    await act(async () => {
      rerender(<Ours {...appProps(fi, 'fi')} />);
    });
    expect(container.textContent).toContain('Talletukset');
    expect(b.length).toBeGreaterThan(0);
    expect(b.map((i18n) => i18n.language)).toEqual(b.map(() => 'fi'));
    expect(created).toHaveBeenCalledTimes(2);
    // Back in English: the English instance again, with what it had.
    await act(async () => {
      rerender(<Ours {...appProps(later, 'en')} />);
    });
    expect(container.textContent).toContain('Deposits');
    expect(created).toHaveBeenCalledTimes(2);
    // A page without strings of its own keeps its locale's, not the last page's.
    await act(async () => {
      rerender(<Ours {...appProps(fi, 'fi')} />);
    });
    await act(async () => {
      rerender(<Ours {...appProps({}, 'en')} />);
    });
    expect(container.textContent).toContain('Deposits');
    expect(created).toHaveBeenCalledTimes(2);
    created.mockRestore();
    // A page's props are never written into.
    expect(Object.keys(later._nextI18Next.initialI18nStore)).toEqual(['en']);
    expect(Object.keys(later._nextI18Next.initialI18nStore.en ?? {})).not.toContain('fi');
  });
});
