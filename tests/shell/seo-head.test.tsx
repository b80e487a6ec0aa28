import { render } from '@testing-library/react';
import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SeoHead } from '@/features/shell/SeoHead';
import { env } from '@/lib/env';
import { LocaleProvider } from '@/routes/RouteLink';
import { createI18n } from '../utils/i18n';
import { createRouter } from '../utils/router';

/** What next/head hands the head manager: the head's elements after each update. */
function renderHead(router: NextRouter) {
  const updates: ReactElement[][] = [];
  const headManager = {
    updateHead: (head: ReactElement[]) => updates.push(head),
    mountedInstances: new Set(),
  };
  const i18n = createI18n('fi');
  const ui = (r: NextRouter) => (
    <HeadManagerContext.Provider value={headManager}>
      <RouterContext.Provider value={r}>
        <LocaleProvider locale="fi">
          <I18nextProvider i18n={i18n}>
            <SeoHead />
          </I18nextProvider>
        </LocaleProvider>
      </RouterContext.Provider>
    </HeadManagerContext.Provider>
  );
  const view = render(ui(router));
  return { updates, rerender: (r: NextRouter) => view.rerender(ui(r)) };
}

const attributes = (head: ReactElement[]) =>
  head.map((el) => {
    const props = el.props as { rel?: string; hrefLang?: string; href?: string; name?: string; children?: unknown };
    return [el.type, props.rel ?? props.name, props.hrefLang, props.href ?? props.children].filter((part) => typeof part === 'string' && part).join(' ');
  });

describe('SeoHead', () => {
  it("gives the route's title, canonical link and hreflang alternates", () => {
    const { updates } = renderHead(createRouter({ locale: 'fi', pathname: '/games', asPath: '/fi/pelit' }));
    const last = updates.at(-1) ?? [];
    expect(attributes(last)).toEqual(expect.arrayContaining([
      'title Kasinopelit | Kasino',
      `link canonical ${env.siteUrl}/fi/pelit`,
      `link alternate fi ${env.siteUrl}/fi/pelit`,
      `link alternate en ${env.siteUrl}/en/games`,
      `link alternate et ${env.siteUrl}/et/mangud`,
      `link alternate x-default ${env.siteUrl}/fi/pelit`,
    ]));
  });

  it('leaves the head alone when the router changes without changing the tags (the replace after hydration)', () => {
    const router = createRouter({ locale: 'fi', pathname: '/games', asPath: '/fi/pelit' });
    const { updates, rerender } = renderHead(router);
    const before = updates.length;
    rerender({ ...router, query: { ...router.query, _rewritten: '1' }, isReady: true });
    expect(updates.length).toBe(before);
    rerender({ ...router, pathname: '/news', asPath: '/fi/uutiset' });
    expect(updates.length).toBe(before + 1);
    expect(attributes(updates.at(-1) ?? [])).toContain(`link canonical ${env.siteUrl}/fi/uutiset`);
  });
});
