import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { NextRouter } from 'next/router';
import { SEED_PASSWORD } from '@/mocks/seed/players';
import { getWorld } from '@/mocks/world/worlds';
import { AppLayout } from '@/root/AppLayout';
import type { Locale } from '@/routes/href';
import { longDateText } from '../utils/date-text';
import { server } from '../utils/msw';
import { seededPlayer } from '../utils/player-panel';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';

// The whole shell renders, with lazy parts and the mock backend: more than jest's 5 s on a busy machine.
jest.setTimeout(15_000);

const REGULAR = 1002;
const KEY = 'kasino_quick_stop_until';
const MARK = 'kasino_quick_stop=1';
const HOUR = 3_600_000;

const marked = () => document.cookie.split('; ').includes(MARK);

/** What a quick stop left in the tab before a reload: the end, and the mark that says to read it. */
function keptBeforeReload(until: string) {
  window.sessionStorage.setItem(KEY, until);
  document.cookie = `${MARK}; path=/`;
}

/** The cool-off calls' form bodies, as the backend received them. */
function coolOffCalls() {
  const bodies: Promise<Record<string, string>>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/main/player/limit/coolOff') {
      bodies.push(request.clone().formData().then((form) => Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]))));
    }
  });
  return bodies;
}

type Page = Pick<NextRouter, 'pathname' | 'asPath' | 'query'>;
const HOME: Page = { pathname: '/', asPath: '/', query: {} };
const GAME_PAGE: Page = { pathname: '/game/[slug]/play', asPath: '/game/stormy-cherries-mega-spins/play', query: { slug: 'stormy-cherries-mega-spins' } };

function setup({ locale = 'en', page = HOME, player = true }: { locale?: Locale; page?: Page; player?: boolean } = {}) {
  if (player) signInAs(REGULAR);
  return renderWithProviders(
    <AppLayout>
      <p>The page</p>
    </AppLayout>,
    { locale, router: page },
  );
}

/** The navbar's quick stop (the toolbar has the other; CSS shows one per viewport). */
async function openFromNavbar() {
  const user = userEvent.setup();
  const buttons = await screen.findAllByRole('button', { name: 'Take a break for 24 hours' });
  const button = buttons.find((b) => !screen.getByTestId('mobile-toolbar').contains(b));
  if (!button) throw new Error('no quick stop in the navbar');
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Take a break for 24 hours' });
  const password = await within(dialog).findByLabelText(/^Password/);
  return { user, button, dialog, password };
}

afterEach(() => {
  server.events.removeAllListeners();
  window.sessionStorage.clear();
  document.cookie = 'kasino_quick_stop=; max-age=0; path=/';
  jest.restoreAllMocks();
});

describe('the quick stop', () => {
  it('is one plainly named button beside the profile button and in the mobile toolbar, never inside the dropdown', async () => {
    setup();
    // The toolbar is the mobile viewport's (jsdom applies no media query, so it counts as hidden here).
    const named = { name: 'Take a break for 24 hours', hidden: true };
    await waitFor(() => expect(screen.getAllByRole('button', named)).toHaveLength(2));
    const buttons = screen.getAllByRole('button', named);
    expect(within(screen.getByTestId('mobile-toolbar')).getByRole('button', named)).toBeInTheDocument();
    const trigger = screen.getByTestId('profile-dropdown-trigger');
    const corner = buttons.find((b) => b.parentElement === trigger.parentElement?.parentElement);
    expect(corner).toBeDefined();
    expect(screen.getByTestId('profile-dropdown')).not.toContainElement(corner ?? null);
  });

  it('is not there for a visitor', async () => {
    setup({ player: false });
    expect(await screen.findByText('The page')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: 'Take a break for 24 hours' })).toBeNull();
  });

  it('says what happens; a wrong password stays at the field, then the right one starts a one-day cool-off, goes home and logs out', async () => {
    const calls = coolOffCalls();
    const { router } = setup({ page: GAME_PAGE });
    const { user, dialog, password } = await openFromNavbar();
    expect(within(dialog).getByRole('heading', { name: 'Take a break for 24 hours' })).toHaveFocus();
    expect(dialog).toHaveTextContent(/you are logged out at once and any game you have open closes\. Until about \d{1,2} \w+ \d{4} at \d{2}:\d{2} you cannot deposit or play for real money/);

    await user.type(password, 'not-my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Start the break and log out' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is wrong.');
    expect(password).toHaveValue('not-my-password');
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(seededPlayer(REGULAR).coolOffUntil).toBeNull();

    // Home first (the game closes), then the logout.
    let arrive = () => {};
    jest.mocked(router.push).mockImplementationOnce(() => new Promise<boolean>((resolve) => (arrive = () => resolve(true))));
    await user.clear(password);
    await user.type(password, SEED_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Start the break and log out' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/en', undefined, { locale: false }));
    expect(screen.getByTestId('profile-dropdown-trigger')).toBeInTheDocument();
    await act(async () => arrive());

    await waitFor(() => expect(screen.queryByTestId('profile-dropdown-trigger')).toBeNull());
    expect(await Promise.all(calls)).toEqual([
      { coolOffDays: '1', password: 'not-my-password' },
      { coolOffDays: '1', password: SEED_PASSWORD },
    ]);
    const until = seededPlayer(REGULAR).coolOffUntil ?? '';
    expect(Math.abs(Date.parse(until) - Date.now() - 24 * HOUR)).toBeLessThan(60_000);
    expect(getWorld().sessions.size).toBe(0);
    const notice = await screen.findByRole('region', { name: 'Your break has started' });
    expect(notice).toHaveTextContent(`You are logged out. Until ${longDateText(new Date(until), 'en')} you cannot deposit or play for real money.`);
    expect(within(notice).getByRole('heading')).toHaveFocus();
    expect(window.sessionStorage.getItem(KEY)).toBe(until);
    expect(marked()).toBe(true);
    expect(screen.queryByRole('button', { name: 'Take a break for 24 hours' })).toBeNull();
  });

  it('takes an answer without the end as started: it keeps the end a day gives, said as about, and logs out', async () => {
    server.use(http.post('*/main/player/limit/coolOff', () => HttpResponse.json({ success: true })));
    const { router } = setup();
    const { user, dialog, password } = await openFromNavbar();
    await user.type(password, SEED_PASSWORD);
    const asked = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Start the break and log out' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/en', undefined, { locale: false }));
    await waitFor(() => expect(screen.queryByTestId('profile-dropdown-trigger')).toBeNull());
    expect(within(dialog).queryByTestId('api-error')).toBeNull();
    // Kept marked as our estimate (the backend named no end), so the notice says "about".
    const kept = window.sessionStorage.getItem(KEY) ?? '';
    expect(kept.startsWith('~')).toBe(true);
    const estimate = kept.slice(1);
    expect(Math.abs(Date.parse(estimate) - asked - 24 * HOUR)).toBeLessThan(60_000);
    const notice = await screen.findByRole('region', { name: 'Your break has started' });
    expect(notice).toHaveTextContent(`Until about ${longDateText(new Date(estimate), 'en')} you cannot deposit`);
  });

  it('shows another failure with the catalogue message and keeps the player logged in', async () => {
    getWorld().failures.push({ call: 'main.setCoolOff', errorCode: 100, remaining: 1 });
    const { router } = setup();
    const { user, dialog, password } = await openFromNavbar();
    await user.type(password, SEED_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Start the break and log out' }));
    expect(await within(dialog).findByTestId('api-error')).toHaveTextContent('Something went wrong. Please try again.');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(router.push).not.toHaveBeenCalled();
    expect(screen.getByTestId('profile-dropdown-trigger')).toBeInTheDocument();
    expect(seededPlayer(REGULAR).coolOffUntil).toBeNull();
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
    expect(marked()).toBe(false);
  });

  it('Cancel closes it, gives focus back to the button and sends nothing; the next opening starts empty', async () => {
    const calls = coolOffCalls();
    setup();
    const { user, button, dialog, password } = await openFromNavbar();
    await user.type(password, 'half-typed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(button).toHaveFocus());
    expect(dialog).not.toHaveAttribute('open');
    expect(calls).toHaveLength(0);
    expect(screen.getByTestId('profile-dropdown-trigger')).toBeInTheDocument();
    await user.click(button);
    expect(await within(dialog).findByLabelText(/^Password/)).toHaveValue('');
  });
});

describe("the quick stop's end, for the visitor", () => {
  it('is shown after a reload, in the locale, until closed', async () => {
    const until = new Date(Date.now() + 20 * HOUR).toISOString();
    keptBeforeReload(until);
    setup({ locale: 'fi', player: false });
    const notice = await screen.findByRole('region', { name: 'Taukosi on alkanut' });
    expect(notice).toHaveTextContent(`Sinut on kirjattu ulos. ${longDateText(new Date(until), 'fi')} asti et voi tallettaa etkä pelata oikealla rahalla.`);
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Sulje' }));
    expect(screen.queryByRole('region', { name: 'Taukosi on alkanut' })).toBeNull();
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
    await waitFor(() => expect(marked()).toBe(false));
  });

  it('is forgotten once the end has passed, and when a player logs in', async () => {
    keptBeforeReload(new Date(Date.now() - HOUR).toISOString());
    const first = setup({ player: false });
    expect(await screen.findByText('The page')).toBeInTheDocument();
    await waitFor(() => expect(window.sessionStorage.getItem(KEY)).toBeNull());
    await waitFor(() => expect(marked()).toBe(false));
    expect(screen.queryByTestId('quick-stop-notice')).toBeNull();
    first.unmount();

    keptBeforeReload(new Date(Date.now() + HOUR).toISOString());
    setup();
    await screen.findByTestId('profile-dropdown-trigger');
    await waitFor(() => expect(window.sessionStorage.getItem(KEY)).toBeNull());
    await waitFor(() => expect(marked()).toBe(false));
    expect(screen.queryByTestId('quick-stop-notice')).toBeNull();
  });

  it("is looked for in the tab's storage only under its mark, so a page without one touches no storage", async () => {
    window.sessionStorage.setItem(KEY, new Date(Date.now() + HOUR).toISOString());
    const read = jest.spyOn(Storage.prototype, 'getItem');
    const write = jest.spyOn(Storage.prototype, 'removeItem');
    const first = setup({ player: false });
    expect(await screen.findByText('The page')).toBeInTheDocument();
    first.unmount();
    setup();
    await screen.findByTestId('profile-dropdown-trigger');
    expect(screen.queryByTestId('quick-stop-notice')).toBeNull();
    expect(read.mock.calls.filter(([key]) => key === KEY)).toEqual([]);
    expect(write.mock.calls.filter(([key]) => key === KEY)).toEqual([]);
  });
});
