import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitcher } from '@/features/shell/LanguageSwitcher';
import { renderWithProviders } from '../utils/render';

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
});
