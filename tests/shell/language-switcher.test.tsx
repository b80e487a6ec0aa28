import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitcher } from '@/features/shell/LanguageSwitcher';
import { http } from 'msw';
import { fail } from '@/mocks/handlers/respond';
import { server } from '../utils/msw';
import { mainCalls, renderPlayerPanel, seededPlayer, sentFields } from '../utils/player-panel';
import { renderWithProviders } from '../utils/render';
import { currentRouter } from '../utils/router';

describe('language dropdown', () => {
  it('offers the same route, params and query in Suomi, English and Eesti', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageSwitcher />, {
      locale: 'fi',
      router: { pathname: '/game/[slug]/play', query: { slug: 'book-of-dead' }, asPath: '/fi/peli/book-of-dead/pelaa?demo=1' },
    });
    const toggle = screen.getByRole('button', { name: 'Kieli: Suomi' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Suomi' })).toHaveAttribute('href', '/fi/peli/book-of-dead/pelaa?demo=1');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/game/book-of-dead/play?demo=1');
    expect(screen.getByRole('link', { name: 'Eesti' })).toHaveAttribute('href', '/et/mang/book-of-dead/mangi?demo=1');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('remembers the choice in NEXT_LOCALE', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageSwitcher />, { locale: 'en', router: { pathname: '/games', asPath: '/en/games' } });
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    const link = screen.getByRole('link', { name: 'Eesti' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await waitFor(() => expect(document.cookie.split('; ')).toContain('NEXT_LOCALE=et'));
  });

  describe('for a logged-in player (spec 4 "Language change")', () => {
    afterEach(() => server.events.removeAllListeners());

    it('saves the choice to the account with changeLanguage', async () => {
      const user = userEvent.setup();
      const calls = mainCalls('player/changeLanguage');
      renderPlayerPanel(1002, <LanguageSwitcher />, 'fi');
      await user.click(await screen.findByRole('button', { name: 'Kieli: Suomi' }));
      await user.click(screen.getByRole('link', { name: 'Eesti' }));
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(await sentFields(calls[0]!)).toEqual({ language: 'et' });
      await waitFor(() => expect(seededPlayer(1002).language).toBe('et'));
      expect(currentRouter().push).not.toHaveBeenCalledWith('/et', undefined, { locale: false });
    });

    it('goes home in the chosen language when saving fails', async () => {
      const user = userEvent.setup();
      server.use(http.post('*/main/player/changeLanguage', () => fail(100, 'Unexpected error')));
      renderPlayerPanel(1002, <LanguageSwitcher />, 'fi');
      await user.click(await screen.findByRole('button', { name: 'Kieli: Suomi' }));
      await user.click(screen.getByRole('link', { name: 'English' }));
      await waitFor(() => expect(currentRouter().push).toHaveBeenCalledWith('/en', undefined, { locale: false }));
      expect(seededPlayer(1002).language).toBe('fi');
    });
  });

  it('does not call changeLanguage for a visitor', async () => {
    const user = userEvent.setup();
    const calls = mainCalls('player/changeLanguage');
    renderWithProviders(<LanguageSwitcher />, { locale: 'en', router: { pathname: '/games', asPath: '/en/games' } });
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('link', { name: 'Suomi' }));
    await waitFor(() => expect(document.cookie.split('; ')).toContain('NEXT_LOCALE=fi'));
    expect(calls).toHaveLength(0);
    server.events.removeAllListeners();
  });
});
