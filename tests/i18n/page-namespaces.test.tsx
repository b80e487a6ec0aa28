import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { GetStaticPropsContext } from 'next';
import { useTranslation } from 'react-i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import browserI18next from '@/lib/i18n/browser-i18next';
import { FORM_NAMESPACES, PAGE_NAMESPACES } from '@/lib/i18n/namespaces';
import { translations } from '@/lib/i18n/static-props';
import { getStaticProps as forgotProps } from '@/pages/login/forgotPassword';
import { getStaticProps as loginProps } from '@/pages/login/index';
import { getStaticProps as limitsProps } from '@/pages/profile/limits';
import { getStaticProps as transactionsProps } from '@/pages/profile/transactions/index';
import { getStaticProps as registrationProps } from '@/pages/registration';
import { panelBody } from '@/root/panel-body';
import type { Locale } from '@/routes/href';
import { loadResources } from '../utils/i18n';
import { server } from '../utils/msw';

type Carried = { _nextI18Next: { initialI18nStore: Record<string, Record<string, unknown>> } };
const carried = (props: unknown, locale: Locale) => Object.keys((props as Carried)._nextI18Next.initialI18nStore[locale] ?? {}).sort();

async function pageNamespaces(getStaticProps: (context: GetStaticPropsContext) => unknown, locale: Locale) {
  const result = (await getStaticProps({ locale, params: {} } as GetStaticPropsContext)) as { props: unknown };
  return carried(result.props, locale);
}

describe("a page's translations", () => {
  it('a lobby page carries the shell, error and search strings with its own, not the forms', async () => {
    expect(carried(await translations('et', ['lobby']), 'et')).toEqual(['common', 'errors', 'lobby', 'search']);
  });

  it.each([
    ['login', loginProps, [...FORM_NAMESPACES]],
    ['forgot password', forgotProps, [...FORM_NAMESPACES]],
    ['registration', registrationProps, [...FORM_NAMESPACES]],
    ['limits', limitsProps, ['limits', 'forms']],
    ['transactions', transactionsProps, ['account', 'forms']],
  ] as const)('the %s page carries its form strings too', async (_name, getStaticProps, own) => {
    expect(await pageNamespaces(getStaticProps, 'fi')).toEqual([...PAGE_NAMESPACES, ...own].sort());
  });
});

/** The i18next of a lobby page: only what its props carried. */
function lobbyI18n(locale: Locale) {
  const all = loadResources(locale);
  const resources = Object.fromEntries([...PAGE_NAMESPACES, 'lobby'].map((ns) => [ns, all[ns]]));
  const instance = browserI18next.createInstance();
  void instance.use(initReactI18next).init({ lng: locale, defaultNS: 'common', resources: { [locale]: resources as Record<string, never> } });
  return instance;
}

function LoginFields() {
  const { t } = useTranslation(['auth', 'forms']);
  return (
    <p>
      {t('auth:login.email')} / {t('forms:requiredField')}
    </p>
  );
}

describe('a panel over a lobby page', () => {
  it('brings the login and field strings the page did not carry before its body shows', async () => {
    const asked: string[] = [];
    server.use(
      http.get('http://localhost/locales/:locale/:file', ({ params }) => {
        const ns = String(params.file).replace(/\.json$/, '');
        asked.push(ns);
        return HttpResponse.json(loadResources(params.locale as Locale)[ns]);
      }),
    );
    const Body = panelBody(async () => LoginFields);
    render(
      <I18nextProvider i18n={lobbyI18n('et') as never}>
        <Body />
      </I18nextProvider>,
    );
    const { auth, forms } = loadResources('et') as { auth: { login: { email: string } }; forms: { requiredField: string } };
    expect(await screen.findByText(`${auth.login.email} / ${forms.requiredField}`)).toBeVisible();
    expect(asked.sort()).toEqual(['auth', 'forms']);
  });
});
