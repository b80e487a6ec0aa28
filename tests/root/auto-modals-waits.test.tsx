import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useState, type ReactElement } from 'react';
import { useLimitsQuery } from '@/data/limits/limits-query';
import { depositReturn } from '@/features/wallet/deposit-return';
import { cents } from '@/lib/money';
import { AutoModals, VisitorAutoModals } from '@/root/AutoModals';
import { usePanels } from '@/state/panels';
import { useProfile } from '@/state/profile';
import { LoginStatus, sessionChecked } from '../utils/login-status';
import { server } from '../utils/msw';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';
import { InPanels } from './in-panels';

const REGULAR = 1002; // agreed to marketing, no pending limits: the site popup is the one automatic modal

/**
 * Holds the content service's popups back until `release`, so the test has put the page in its
 * state before they are due; then they come as the mock serves them. `answered`: they have.
 */
function holdPopups() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get('*/content/site-settings', async () => {
      await gate;
    }),
  );
  const answered = new Promise<void>((resolve) =>
    server.events.on('response:mocked', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/content/site-settings')) resolve();
    }),
  );
  return { release: () => release(), answered };
}

/** Long enough for a popup that is due to have mounted (its code and strings are lazy). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

const popup = () => screen.queryByRole('dialog', { name: 'Announcement' });

function PanelProbe() {
  const panels = usePanels();
  return (
    <>
      <button type="button" onClick={() => panels.open('dropdown', 'loggedOut')}>
        open the dropdown
      </button>
      <button type="button" onClick={panels.close}>
        close the dropdown
      </button>
    </>
  );
}

function Player() {
  const { isLoggedIn } = useProfile();
  useLimitsQuery(isLoggedIn);
  return isLoggedIn ? <AutoModals /> : null;
}

afterEach(() => server.events.removeAllListeners());

describe('automatic popups wait while the player fills in a form', () => {
  it.each([
    ['login (and the bank login’s return)', '/login'],
    ['registration', '/registration'],
    ['forgotten password (and the new password)', '/login/forgotPassword'],
  ])('do not open on the %s page, and open on the next page', async (_, pathname) => {
    const popups = holdPopups();
    const ui: ReactElement = (
      <InPanels>
        <VisitorAutoModals />
      </InPanels>
    );
    const { router, rerender } = renderWithProviders(ui, { router: { pathname, asPath: pathname } });
    popups.release();
    await popups.answered;
    await settle();
    expect(popup()).toBeNull();

    // The player leaves the page.
    router.pathname = '/';
    router.asPath = '/';
    rerender(ui);
    expect(await screen.findByRole('dialog', { name: 'Announcement' })).toBeInTheDocument();
  });

  it('does not open while focus is in a text field, and opens once it leaves', async () => {
    const popups = holdPopups();
    renderWithProviders(
      <InPanels>
        <input aria-label="Search" />
        <VisitorAutoModals />
      </InPanels>,
    );
    const search = screen.getByLabelText('Search');
    act(() => search.focus());
    popups.release();
    await popups.answered;
    await settle();
    expect(popup()).toBeNull();
    expect(search).toHaveFocus();

    act(() => search.blur());
    expect(await screen.findByRole('dialog', { name: 'Announcement' })).toBeInTheDocument();
  });

  it('waits while the navbar search’s dropdown shows, focus in it and out of the text field, and opens when it hides', async () => {
    const popups = holdPopups();
    function SearchDropdown() {
      const [shown, setShown] = useState(true);
      return (
        <div data-overlay="" hidden={!shown}>
          <select aria-label="Game provider">
            <option>All</option>
          </select>
          <button type="button" onClick={() => setShown(false)}>
            hide the dropdown
          </button>
        </div>
      );
    }
    renderWithProviders(
      <InPanels>
        <SearchDropdown />
        <VisitorAutoModals />
      </InPanels>,
    );
    act(() => screen.getByLabelText('Game provider').focus());
    popups.release();
    await popups.answered;
    await settle();
    expect(popup()).toBeNull();
    expect(screen.getByLabelText('Game provider')).toHaveFocus();

    await userEvent.setup().click(screen.getByRole('button', { name: 'hide the dropdown' }));
    expect(await screen.findByRole('dialog', { name: 'Announcement' })).toBeInTheDocument();
  });

  it('does not open in the gap of a move from one text field to the next (Tab), when no field has focus yet', async () => {
    const popups = holdPopups();
    renderWithProviders(
      <InPanels>
        <input aria-label="Email" />
        <input aria-label="Password" />
        <VisitorAutoModals />
      </InPanels>,
    );
    const [email, password] = [screen.getByLabelText('Email'), screen.getByLabelText('Password')];
    act(() => email.focus());
    popups.release();
    await popups.answered;
    await settle();
    // The browser's gap between focusout and focusin: <body> is the active element, and a
    // render there (React's microtask) must not open the popup.
    const active = jest.spyOn(document, 'activeElement', 'get').mockReturnValue(document.body);
    act(() => email.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: password })));
    await settle();
    expect(popup()).toBeNull();
    active.mockRestore();
    act(() => password.focus());
    await settle();
    expect(popup()).toBeNull();
  });

  it('does not open while a form on the page has been typed into, until it is done', async () => {
    const user = userEvent.setup();
    const popups = holdPopups();
    function FormPage() {
      const [sent, setSent] = useState(false);
      return sent ? (
        <p>Thanks</p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setSent(true);
          }}
        >
          <input aria-label="Email" />
          <button type="submit">Send</button>
        </form>
      );
    }
    renderWithProviders(
      <InPanels>
        <FormPage />
        <VisitorAutoModals />
      </InPanels>,
    );
    await user.type(screen.getByLabelText('Email'), 'anna.tamm@example.com');
    // Out of the field, onto the form's button: the form is still being filled in.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    popups.release();
    await popups.answered;
    await settle();
    expect(popup()).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('anna.tamm@example.com');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Announcement' })).toBeInTheDocument();
  });
});

describe('automatic popups never open over a panel or a deposit’s return', () => {
  it('waits while a panel (the desktop dropdown, which is no dialog) is open, and opens when it closes', async () => {
    const user = userEvent.setup();
    const popups = holdPopups();
    renderWithProviders(
      <InPanels>
        <PanelProbe />
        <VisitorAutoModals />
      </InPanels>,
    );
    await user.click(screen.getByRole('button', { name: 'open the dropdown' }));
    popups.release();
    await popups.answered;
    await settle();
    expect(popup()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'close the dropdown' }));
    expect(await screen.findByRole('dialog', { name: 'Announcement' })).toBeInTheDocument();
  });

  it('waits, back from the payment provider, until the deposit’s result has opened and been closed', async () => {
    const user = userEvent.setup();
    signInAs(REGULAR);
    await depositReturn.save({ amount: cents(2_500), token: 'deposit-token', userId: REGULAR });
    const popups = holdPopups();
    renderWithProviders(
      <InPanels>
        <PanelProbe />
        <Player />
        <LoginStatus />
      </InPanels>,
    );
    await sessionChecked('loggedIn');
    popups.release();
    await popups.answered;
    await settle();
    // The result's panel has not opened yet (./DepositReturnOpener.tsx loads lazily): nothing comes before it.
    expect(popup()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'open the dropdown' }));
    await settle();
    expect(popup()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'close the dropdown' }));
    const shown = await screen.findByRole('dialog', { name: 'Announcement' });
    await waitFor(() => expect(shown).toHaveTextContent('The weekend free spins are here!'));
  });
});
