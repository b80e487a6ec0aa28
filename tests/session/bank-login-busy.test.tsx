import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BankLoginButton } from '@/features/session/BankLoginButton';
import { leaveFor } from '@/lib/leave-site';
import { emulateFocusFixup } from '../utils/focus-fixup';
import { holdPost, server } from '../utils/msw';
import { mainCalls } from '../utils/player-panel';
import { restoreFromBackForwardCache } from '../utils/page-restore';
import { renderWithProviders } from '../utils/render';

jest.mock('@/lib/leave-site', () => ({ leaveFor: jest.fn() }));
const leave = jest.mocked(leaveFor);

let stopFixup = () => {};
beforeEach(() => {
  leave.mockReset();
  stopFixup = emulateFocusFixup();
  window.sessionStorage.clear();
});
afterEach(() => {
  stopFixup();
  server.events.removeAllListeners();
});

/*
 * The button was `disabled` while the bank login started: the focus fixup (emulated here)
 * dropped a keyboard player's focus to <body>, so the failure's alert left them nowhere.
 */
it('while the bank login starts, the busy button keeps focus, a second press sends nothing, and focus stays after a failure', async () => {
  const user = userEvent.setup();
  const calls = mainCalls('payment/initLogin');
  const answer = holdPost('payment/initLogin', () => Response.json({ success: false, errorCode: 429 }));
  renderWithProviders(<BankLoginButton />, { locale: 'en', router: { pathname: '/login', asPath: '/login', query: {} } });
  const button = await screen.findByRole('button', { name: 'Log in with your bank' });
  act(() => button.focus());

  await user.keyboard('{Enter}');
  await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveFocus();
  await user.keyboard('{Enter}');
  await user.keyboard(' ');

  answer();
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(button).toHaveFocus();
  expect(button).not.toHaveAttribute('aria-busy');
  expect(calls).toHaveLength(1);
});

// The button stayed busy for good when the browser brought the page back as it was left.
it('back from the bank to this page kept whole by the browser, the button is the player\'s again', async () => {
  const user = userEvent.setup();
  renderWithProviders(<BankLoginButton />, { locale: 'en', router: { pathname: '/login', asPath: '/login', query: {} } });
  const button = await screen.findByRole('button', { name: 'Log in with your bank' });
  await user.click(button);
  await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
  expect(button).toHaveAttribute('aria-busy', 'true');
  restoreFromBackForwardCache();
  expect(button).not.toHaveAttribute('aria-busy');
  await user.click(button);
  await waitFor(() => expect(leave).toHaveBeenCalledTimes(2));
});
