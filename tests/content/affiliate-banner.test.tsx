import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AffiliateBannerLoader } from '@/features/content/affiliate/AffiliateBanner';
import { AFFILIATE_BANNER_SHOWN_COOKIE, AFFILIATE_COOKIE } from '@/lib/rules/affiliate';
import { getContent } from '@/mocks/seed/content';
import { server } from '../utils/msw';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';

const clear = (name: string) => (document.cookie = `${name}=; max-age=0; path=/`);
const cookies = () => document.cookie.split('; ');
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 300)));
const nordic = getContent().affiliateByReference.get('nordicbonus');

beforeEach(() => {
  clear(AFFILIATE_COOKIE);
  clear(AFFILIATE_BANNER_SHOWN_COOKIE);
});

describe('the affiliate banner (spec 4)', () => {
  it("shows a visitor their affiliate's message, free spins and game, and marks itself shown for 7 days", async () => {
    document.cookie = `${AFFILIATE_COOKIE}=nordicbonus; path=/`;
    renderWithProviders(<AffiliateBannerLoader />, { locale: 'fi' });
    const banner = await screen.findByRole('complementary', { name: 'Tervetuliaistarjous sinulle' });
    await waitFor(() => expect(banner).toHaveTextContent('Nordic Bonus -sivuston lukijana saat 20 ilmaiskierrosta'));
    expect(within(banner).getByText(`20 ilmaiskierrosta peliin ${nordic?.free_spin_game?.title}`)).toBeVisible();
    expect(within(banner).getByRole('link', { name: 'Rekisteröidy ja lunasta tarjous' })).toHaveAttribute('href', '/fi/rekisteroidy');
    await waitFor(() => expect(cookies()).toContain(`${AFFILIATE_BANNER_SHOWN_COOKIE}=1`));
  });

  it('shows the default affiliate to a visitor who brought none, or an unknown one, and closes', async () => {
    const user = userEvent.setup();
    document.cookie = `${AFFILIATE_COOKIE}=nobody-knows; path=/`;
    renderWithProviders(<AffiliateBannerLoader />, { locale: 'en' });
    const banner = await screen.findByRole('complementary', { name: 'A welcome offer for you' });
    await waitFor(() => expect(banner).toHaveTextContent('Welcome to Kasino! As a new customer you get the welcome offer'));
    // The default affiliate grants no free spins: no line for them.
    expect(banner).not.toHaveTextContent(/free spins? on/);
    await user.click(within(banner).getByRole('button', { name: 'Close the offer' }));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it("marks a message that falls back to English as English, so a screen reader reads it so; the page's own is unmarked", async () => {
    document.cookie = `${AFFILIATE_COOKIE}=nordicbonus; path=/`;
    const untranslated = nordic ? { ...nordic, message_et: '' } : undefined;
    server.use(http.get('*/content/affiliate/:id', () => HttpResponse.json({ affiliate: untranslated })));
    renderWithProviders(<AffiliateBannerLoader />, { locale: 'et' });
    const banner = await screen.findByRole('complementary');
    await waitFor(() => expect(banner.querySelector('[data-content-html]')).toHaveAttribute('lang', 'en'));
    expect(banner.querySelector('[data-content-html]')).toHaveTextContent('As a reader of Nordic Bonus you get 20 free spins');
  });

  it('waits while a modal is open (a site popup), appears when it closes, and then stays over later ones', async () => {
    document.cookie = `${AFFILIATE_COOKIE}=nordicbonus; path=/`;
    const popup = document.body.appendChild(document.createElement('dialog'));
    popup.setAttribute('open', '');
    renderWithProviders(<AffiliateBannerLoader />, { locale: 'en' });
    await settle();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(cookies()).not.toContain(`${AFFILIATE_BANNER_SHOWN_COOKIE}=1`);

    act(() => popup.removeAttribute('open'));
    const banner = await screen.findByRole('complementary', { name: 'A welcome offer for you' });
    await waitFor(() => expect(cookies()).toContain(`${AFFILIATE_BANNER_SHOWN_COOKIE}=1`));
    act(() => popup.setAttribute('open', ''));
    await settle();
    expect(banner).toBeInTheDocument();
    popup.remove();
  });

  it('shows nothing once it has shown', async () => {
    document.cookie = `${AFFILIATE_BANNER_SHOWN_COOKIE}=1; path=/`;
    renderWithProviders(<AffiliateBannerLoader />);
    await settle();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows nothing to a player, nor on the game page', async () => {
    signInAs(1002);
    const player = renderWithProviders(<AffiliateBannerLoader />);
    await settle();
    expect(screen.queryByRole('complementary')).toBeNull();
    player.unmount();

    renderWithProviders(<AffiliateBannerLoader />, { router: { pathname: '/game/[slug]/play' } });
    await settle();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(cookies()).not.toContain(`${AFFILIATE_BANNER_SHOWN_COOKIE}=1`);
  });

  it('shows nothing when the content service fails, and is not marked shown', async () => {
    server.use(http.get('*/content/affiliate/:id', () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    renderWithProviders(<AffiliateBannerLoader />);
    await settle();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(cookies()).not.toContain(`${AFFILIATE_BANNER_SHOWN_COOKIE}=1`);
  });
});
