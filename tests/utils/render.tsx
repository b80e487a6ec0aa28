import { render, type RenderOptions } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '@/routes/href';
import { LocaleProvider } from '@/routes/RouteLink';
import { Providers } from '@/root/Providers';
import { createI18n } from './i18n';
import { createRouter } from './router';

type Options = RenderOptions & {
  locale?: Locale;
  router?: Partial<NextRouter>;
};

/** Renders with the app's providers: real translations, a fresh SWR cache, router, profile. */
export function renderWithProviders(ui: ReactElement, { locale = 'en', router, ...options }: Options = {}) {
  const i18n = createI18n(locale);
  const mockRouter = createRouter({ locale, ...router });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <RouterContext.Provider value={mockRouter}>
        <LocaleProvider locale={mockRouter.locale}>
          <I18nextProvider i18n={i18n}>
            <Providers swr={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</Providers>
          </I18nextProvider>
        </LocaleProvider>
      </RouterContext.Provider>
    );
  }
  return { router: mockRouter, i18n, ...render(ui, { wrapper: Wrapper, ...options }) };
}
