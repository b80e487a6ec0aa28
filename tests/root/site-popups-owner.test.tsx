import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SEEN_POPUPS_KEY } from '@/lib/rules/site-popups';
import { AutoModals, VisitorAutoModals } from '@/root/AutoModals';
import { VisitorOverlay } from '@/root/VisitorOverlay';
import { AFFILIATE_BANNER_SHOWN_COOKIE } from '@/lib/rules/affiliate';
import { useLimitsQuery } from '@/data/limits/limits-query';
import { useProfile } from '@/state/profile';
import { LoginStatus, sessionChecked } from '../utils/login-status';
import { server } from '../utils/msw';
import { renderWithProviders } from '../utils/render';
import { InPanels } from './in-panels';
import { signInAs } from '../utils/session';

const REGULAR = 1002; // agreed to marketing, no pending limits: no other automatic modal

function Player() {
  const { isLoggedIn } = useProfile();
  useLimitsQuery(isLoggedIn);
  return <InPanels>{isLoggedIn ? <AutoModals /> : null}</InPanels>;
}

const seen = () => JSON.parse(window.localStorage.getItem(SEEN_POPUPS_KEY) ?? '[]') as number[];

beforeEach(() => window.localStorage.clear());

describe('site popups, through the one owner of automatic modals', () => {
  it('shows a visitor the popup for visitors, sanitised, once: closed, it stays closed (Escape: e2e/site-popups.spec.ts)', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<InPanels><VisitorAutoModals /></InPanels>);
    const popup = await screen.findByRole('dialog', { name: 'Announcement' });
    // The HTML shows once sanitised, after mounting.
    await waitFor(() => expect(popup).toHaveTextContent('Welcome to Kasino! Register now and claim the welcome offer.'));
    await waitFor(() => expect(within(popup).getByRole('heading', { name: 'Announcement' })).toHaveFocus());
    expect(seen()).toEqual([1]);
    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    // The next visit: the next popup for visitors (the one for everyone), its script link disarmed.
    renderWithProviders(<InPanels><VisitorAutoModals /></InPanels>);
    const next = await screen.findByRole('dialog', { name: 'Announcement' });
    await waitFor(() => expect(next).toHaveTextContent('We have updated our bonus terms.'));
    // Its javascript: link is gone, its text kept as text.
    expect(next).toHaveTextContent('We have updated our bonus terms. Read more');
    expect(within(next).queryByRole('link')).toBeNull();
    expect(next.querySelector('[href*="javascript" i]')).toBeNull();
    await user.click(within(next).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen().sort()).toEqual([1, 3]);
  });

  it('shows a player the popup for players, and nothing once all are seen', async () => {
    signInAs(REGULAR);
    const first = renderWithProviders(<Player />);
    const popup = await screen.findByRole('dialog', { name: 'Announcement' });
    await waitFor(() => expect(popup).toHaveTextContent('The weekend free spins are here!'));
    first.unmount();

    window.localStorage.setItem(SEEN_POPUPS_KEY, JSON.stringify([1, 2, 3]));
    renderWithProviders(
      <>
        <Player />
        <LoginStatus />
      </>,
    );
    // The owner mounts once the player is in; its calls answer within the wait.
    await sessionChecked('loggedIn');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing when the content service fails', async () => {
    server.use(http.get('*/content/site-settings', () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    const idle = jest.fn();
    renderWithProviders(
      <>
        <InPanels>
          <VisitorAutoModals onIdle={idle} />
        </InPanels>
        <LoginStatus />
      </>,
    );
    await sessionChecked();
    // The failed popups answered as none: nothing is showing or due.
    await waitFor(() => expect(idle).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe("a visitor's overlay: the popup first, then the affiliate's banner", () => {
  it('shows the banner only once the due popup is closed, and at once when no popup is due', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<InPanels><VisitorOverlay /></InPanels>, { locale: 'en' });
    const popup = await screen.findByRole('dialog', { name: 'Announcement' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('complementary', { name: 'A welcome offer for you' })).toBeNull();
    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('complementary', { name: 'A welcome offer for you' })).toBeVisible();
    first.unmount();

    document.cookie = `${AFFILIATE_BANNER_SHOWN_COOKIE}=; max-age=0; path=/`;
    window.localStorage.setItem(SEEN_POPUPS_KEY, JSON.stringify([1, 2, 3]));
    renderWithProviders(<InPanels><VisitorOverlay /></InPanels>, { locale: 'en' });
    expect(await screen.findByRole('complementary', { name: 'A welcome offer for you' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    document.cookie = `${AFFILIATE_BANNER_SHOWN_COOKIE}=; max-age=0; path=/`;
  });

  it('closed, puts focus on the page’s content, not on <body>', async () => {
    const user = userEvent.setup();
    document.cookie = `${AFFILIATE_BANNER_SHOWN_COOKIE}=; max-age=0; path=/`;
    window.localStorage.setItem(SEEN_POPUPS_KEY, JSON.stringify([1, 2, 3]));
    renderWithProviders(
      <InPanels>
        <main id="main" tabIndex={-1}>
          The page
        </main>
        <VisitorOverlay />
      </InPanels>,
      { locale: 'en' },
    );
    const banner = await screen.findByRole('complementary', { name: 'A welcome offer for you' });
    await user.click(within(banner).getByRole('button', { name: 'Close the offer' }));
    expect(screen.queryByRole('complementary', { name: 'A welcome offer for you' })).toBeNull();
    expect(screen.getByRole('main')).toHaveFocus();
    document.cookie = `${AFFILIATE_BANNER_SHOWN_COOKIE}=; max-age=0; path=/`;
  });
});
