import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import mitt from 'next/dist/shared/lib/mitt';
import { useState } from 'react';
import { useFocusMainAfterNavigation } from '@/ui/focus-main';
import { createRouter } from '../utils/router';

afterEach(() => window.history.replaceState(null, '', '/'));

/** The shell: a menu whose link closes it, and the page's content with a search field. */
function Shell() {
  useFocusMainAfterNavigation();
  const [menuOpen, setMenuOpen] = useState(true);
  return (
    <>
      <nav>
        <a href="/en/news">News</a>
        <input type="search" aria-label="Search the site" />
        {menuOpen ? (
          <a
            href="/en/games/1/all-slots"
            onClick={(event) => {
              event.preventDefault();
              setMenuOpen(false);
            }}
          >
            All slots
          </a>
        ) : null}
      </nav>
      <main id="main" tabIndex={-1}>
        <label>
          Search games
          <input type="search" />
        </label>
      </main>
    </>
  );
}

/**
 * A client navigation as Next reports it: routeChangeStart, then (after `meanwhile`, what the
 * player does while the page loads) the address bar changes and routeChangeComplete.
 */
function navigate(router: ReturnType<typeof setUp>, path: string, { shallow = false, meanwhile = () => {} } = {}) {
  act(() => {
    router.events.emit('routeChangeStart', path, { shallow });
    meanwhile();
    window.history.pushState(null, '', path);
    router.events.emit('routeChangeComplete', path, { shallow });
  });
}

function setUp() {
  window.history.replaceState(null, '', '/en');
  const router = createRouter({ events: mitt() });
  render(<Shell />);
  return router;
}

describe('focus after a client navigation', () => {
  it('goes to the new page’s content from a menu link that closed with the menu', async () => {
    const user = userEvent.setup();
    const router = setUp();
    await user.click(screen.getByRole('link', { name: 'All slots' }));
    expect(screen.queryByRole('link', { name: 'All slots' })).not.toBeInTheDocument();
    navigate(router, '/en/games/1/all-slots');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('goes to the new page’s content from a link that is still there', () => {
    const router = setUp();
    screen.getByRole('link', { name: 'News' }).focus();
    navigate(router, '/en/news');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('stays where the new page put it in its content', () => {
    const router = setUp();
    screen.getByRole('searchbox', { name: 'Search games' }).focus();
    navigate(router, '/en/search');
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveFocus();
  });

  it('stays on a field outside the content the player went to while the page loaded', () => {
    const router = setUp();
    screen.getByRole('link', { name: 'News' }).focus();
    const search = screen.getByRole('searchbox', { name: 'Search the site' });
    navigate(router, '/en/news', { meanwhile: () => search.focus() });
    expect(search).toHaveFocus();
  });

  it('stays put when only the query changed or the change was shallow', () => {
    const router = setUp();
    const news = screen.getByRole('link', { name: 'News' });
    news.focus();
    navigate(router, '/en?panel=deposit');
    expect(news).toHaveFocus();
    navigate(router, '/en/transactions', { shallow: true });
    expect(news).toHaveFocus();
  });
});
