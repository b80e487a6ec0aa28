import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BankLoginButton } from '@/features/session/BankLoginButton';
import { emulateFocusFixup } from '../utils/focus-fixup';
import { holdPost, server } from '../utils/msw';
import { mainCalls } from '../utils/player-panel';
import { renderWithProviders } from '../utils/render';

let stopFixup = () => {};
beforeEach(() => {
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
