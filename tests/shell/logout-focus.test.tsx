import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AFFILIATE_BANNER_SHOWN_COOKIE } from '@/lib/rules/affiliate';
import { SEEN_POPUPS_KEY } from '@/lib/rules/site-popups';
import { AppLayout } from '@/root/AppLayout';
import { usePanels } from '@/state/panels';
import { useProfile } from '@/state/profile';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';

// The whole shell renders, with lazy parts and the mock backend: more than jest's 5 s on a busy machine.
jest.setTimeout(20_000);

const REGULAR = 1002;
const HOME = { pathname: '/', asPath: '/', query: {} };

/** The page: what the player sees, and a way into the sidebar that is not the bottom bar's (a deposit's return, a ?panel= link). */
function Page() {
  const panels = usePanels();
  const { isLoggedIn } = useProfile();
  return (
    <>
      <output data-testid="who">{isLoggedIn ? 'player' : 'visitor'}</output>
      <button type="button" onClick={() => panels.open('sidebar', 'profile')}>
        Open the profile here
      </button>
    </>
  );
}

function setup() {
  signInAs(REGULAR);
  // No popup or affiliate banner of their own in the way (tests/root has theirs).
  window.localStorage.setItem(SEEN_POPUPS_KEY, JSON.stringify([1, 2, 3]));
  document.cookie = `${AFFILIATE_BANNER_SHOWN_COOKIE}=1; path=/`;
  return renderWithProviders(
    <AppLayout>
      <Page />
    </AppLayout>,
    { locale: 'en', router: HOME },
  );
}

afterEach(() => {
  document.cookie = `${AFFILIATE_BANNER_SHOWN_COOKIE}=; max-age=0; path=/`;
});

describe('after logging out, focus goes to where the visitor logs in again', () => {
  it('on a desktop, to the navbar’s Log in, which took the account corner’s place', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByTestId('profile-dropdown-trigger'));
    await user.click(await within(screen.getByTestId('profile-dropdown')).findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('visitor'));
    const navbar = screen.getAllByRole('banner').find((bar) => within(bar).queryByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(within(navbar ?? document.body).getByRole('link', { name: 'Log in' })).toHaveFocus());
  });

  it('on a phone, to the bottom bar’s Log in, whatever opened the sidebar', async () => {
    const user = userEvent.setup();
    setup();
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('player'));
    await user.click(screen.getByRole('button', { name: 'Open the profile here' }));
    const sidebar = await screen.findByTestId('sidebar');
    await user.click(await within(sidebar).findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('visitor'));
    // Once the sidebar has slid out (500 ms). The bottom bar is the phone's: jsdom applies no
    // media query, so it counts as hidden here.
    const login = screen.getByTestId('bottom-profile');
    expect(login).toHaveTextContent('Log in');
    await waitFor(() => expect(login).toHaveFocus());
    expect(sidebar).not.toHaveAttribute('open');
  });
});
