import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { fail } from '@/mocks/handlers/respond';
import { getWorld } from '@/mocks/world/worlds';
import { AutoModals } from '@/root/AutoModals';
import { useLimitsQuery } from '@/data/limits/limits-query';
import { useProfile } from '@/state/profile';
import { server } from '../utils/msw';
import { renderWithProviders } from '../utils/render';
import { InPanels } from './in-panels';
import { signInAs } from '../utils/session';

const BANK_ONLY = 1004; // no email, no password
const NO_SMS = 1501; // has not agreed to SMS marketing
const REGULAR = 1002; // agreed to marketing

function Owner() {
  const { isLoggedIn } = useProfile();
  useLimitsQuery(isLoggedIn);
  return <InPanels>{isLoggedIn ? <AutoModals /> : null}</InPanels>;
}

/** The main-API paths the backend received, in order. */
function mainCalls() {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (/\/player\/(nickname|email|phonenumber|updatePassword|updateFields|sendVerificationSms)$/.test(path)) paths.push(path.replace(/^.*\/player\//, ''));
  });
  return paths;
}

const player = (userId: number) => getWorld().players.find((p) => p.userId === userId);

async function fillCompletion(user: ReturnType<typeof userEvent.setup>, modal: HTMLElement) {
  await user.type(within(modal).getByLabelText(/^Nickname/), 'Pankkipelaaja');
  await user.type(within(modal).getByLabelText(/^Email/), 'niko@example.fi');
  await user.type(within(modal).getByLabelText(/^Mobile phone/), '0401234567');
  await user.type(within(modal).getByLabelText(/^Password/), 'Salasana-1');
  await user.type(within(modal).getByLabelText(/^Repeat the password/), 'Salasana-1');
}

beforeEach(() => {
  window.localStorage.clear();
  (window as Window & { dataLayer?: unknown[] }).dataLayer = undefined;
});
afterEach(() => server.events.removeAllListeners());

describe('the complete-account modal, through the owner', () => {
  it('runs the calls in the spec\'s order, completes the account, records the prompt and tells the tag manager', async () => {
    const user = userEvent.setup();
    const calls = mainCalls();
    signInAs(BANK_ONLY);
    renderWithProviders(<Owner />);
    const modal = await screen.findByRole('dialog', { name: 'Complete your account' });
    // Opened by the app, it starts on its title, not in a field.
    await waitFor(() => expect(within(modal).getByRole('heading', { name: 'Complete your account' })).toHaveFocus());
    // Finland's and Estonia's codes first.
    expect(within(modal).getAllByRole('option').slice(0, 2).map((o) => o.textContent)).toEqual(['Finland +358', 'Estonia +372']);
    await fillCompletion(user, modal);
    await user.click(within(modal).getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(screen.queryByTestId('complete-account-modal')).toBeNull());
    expect(calls).toEqual(['nickname', 'email', 'phonenumber', 'updatePassword', 'updateFields', 'sendVerificationSms']);
    expect(player(BANK_ONLY)).toMatchObject({ email: 'niko@example.fi', nickName: 'Pankkipelaaja', phoneNumber: '+358401234567', password: 'Salasana-1', smsCode: expect.any(String) });
    expect((window as Window & { dataLayer?: unknown[] }).dataLayer).toEqual([{ event: 'registration', status: 'complete' }]);
    expect(window.localStorage.getItem(`kasino.marketingPrompt.${BANK_ONLY}`)).not.toBeNull();
    // The prompt was just recorded: no marketing prompt follows.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByTestId('marketing-prompt')).toBeNull();
  });

  it.each([
    ['nickname', 'Nickname', 104, 'Please check this information. Error code 196'],
    ['email', 'Email', 180, 'Something went wrong. Please try again. Error code 180'],
    ['phonenumber', 'Mobile phone', 195, 'Please check this information. Error code 195'],
    ['updatePassword', 'Password', 1001, /Error code 1001/],
  ] as const)('a failure of %s stops the chain and shows at its field', async (path, label, code, message) => {
    const user = userEvent.setup();
    server.use(http.post(`*/player/${path}`, () => fail(code, 'refused'), { once: true }));
    const calls = mainCalls();
    signInAs(BANK_ONLY);
    renderWithProviders(<Owner />);
    const modal = await screen.findByRole('dialog', { name: 'Complete your account' });
    await fillCompletion(user, modal);
    await user.click(within(modal).getByRole('button', { name: 'Save and continue' }));
    const field = within(modal).getByLabelText(new RegExp(`^${label}`));
    await waitFor(() => expect(field).toHaveAccessibleDescription(typeof message === 'string' ? expect.stringContaining(message) : expect.stringMatching(message)));
    expect(field).toHaveFocus();
    expect(calls.at(-1)).toBe(path);
    expect(calls).not.toContain('updateFields');
    // What was typed stays.
    expect(within(modal).getByLabelText(/^Email/)).toHaveValue('niko@example.fi');
    expect(within(modal).getByRole('button', { name: 'Save and continue' })).toBeEnabled();
  });

  it('stays away from a player who has an email', async () => {
    signInAs(REGULAR);
    renderWithProviders(<Owner />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByTestId('complete-account-modal')).toBeNull();
    expect(screen.queryByTestId('marketing-prompt')).toBeNull();
  });
});

describe('the marketing prompt, through the owner', () => {
  it('accepting sets SMS and email marketing on, says so, and records the prompt', async () => {
    const user = userEvent.setup();
    signInAs(NO_SMS);
    renderWithProviders(<Owner />, { locale: 'fi' });
    const modal = await screen.findByRole('dialog', { name: 'Kuule tarjouksista ensimmäisten joukossa' });
    // Consent is never one Enter away: it opens on its title.
    await waitFor(() => expect(within(modal).getByRole('heading', { name: 'Kuule tarjouksista ensimmäisten joukossa' })).toHaveFocus());
    await user.click(within(modal).getByRole('button', { name: 'Kyllä, lähetä tarjouksia' }));
    expect(await within(modal).findByText('Kiitos! Saat tarjouksemme tekstiviestillä ja sähköpostilla.')).toBeVisible();
    expect(player(NO_SMS)).toMatchObject({ receiveSms: true, receiveEmail: true });
    await user.click(within(modal).getByRole('button', { name: 'Sulje' }));
    await waitFor(() => expect(screen.queryByTestId('marketing-prompt')).toBeNull());
    expect(window.localStorage.getItem(`kasino.marketingPrompt.${NO_SMS}`)).not.toBeNull();
  });

  it('cancelling just closes it, and a recent prompt keeps it away', async () => {
    const user = userEvent.setup();
    const calls = mainCalls();
    signInAs(NO_SMS);
    const { unmount } = renderWithProviders(<Owner />);
    const modal = await screen.findByRole('dialog', { name: 'Be the first to hear about offers' });
    await user.click(within(modal).getByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(screen.queryByTestId('marketing-prompt')).toBeNull());
    expect(calls).toEqual([]);
    expect(player(NO_SMS)?.receiveSms).toBe(false);
    unmount();
    // The next page load: the last login is older than the prompt.
    renderWithProviders(<Owner />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByTestId('marketing-prompt')).toBeNull();
  });
});
