import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ForgotPasswordScreen } from '@/features/session/ForgotPasswordScreen';
import { emulateFocusFixup } from '../utils/focus-fixup';
import { holdPost, server } from '../utils/msw';
import { mainCalls } from '../utils/player-panel';
import { renderWithProviders } from '../utils/render';


/*
 * The forgotten-password forms disabled their button while sending: the focus fixup (emulated
 * here) dropped a keyboard player's focus to <body>, so the failure's alert left them outside
 * the form. The button is busy now and keeps focus; a second Enter, or a submit that does not
 * come through the button (the deferred form's held submit), sends nothing more.
 */
let stopFixup = () => {};
beforeEach(() => (stopFixup = emulateFocusFixup()));
afterEach(() => {
  stopFixup();
  server.events.removeAllListeners();
});

it('asking for the link: the busy button keeps focus, nothing is sent twice, and focus is still there after the refusal', async () => {
  const user = userEvent.setup();
  const calls = mainCalls('player/triggerForgotPassword');
  const answer = holdPost('player/triggerForgotPassword');
  renderWithProviders(<ForgotPasswordScreen />, { locale: 'en', router: { pathname: '/login/forgotPassword', query: {} } });
  await user.type(await screen.findByLabelText(/^Email/), 'regular@kasino.test');
  await user.type(screen.getByLabelText(/^Date of birth/), '2000-01-01');
  const send = screen.getByRole('button', { name: 'Send the link' });
  act(() => send.focus());

  await user.keyboard('{Enter}');
  await waitFor(() => expect(calls).toHaveLength(1));
  await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
  expect(send).toHaveAttribute('aria-disabled', 'true');
  expect(send).toHaveFocus();
  await user.keyboard('{Enter}');
  act(() => send.closest('form')?.requestSubmit());

  await answer();
  expect(await screen.findByText('The date of birth does not match our records.')).toBeInTheDocument();
  expect(send).toHaveFocus();
  expect(send).not.toHaveAttribute('aria-disabled');
  expect(calls).toHaveLength(1);
});

it('setting the new password: the busy button keeps focus, and nothing is sent twice', async () => {
  const user = userEvent.setup();
  const calls = mainCalls('player/modifyForgotPassword');
  const answer = holdPost('player/modifyForgotPassword');
  renderWithProviders(<ForgotPasswordScreen />, { locale: 'en', router: { pathname: '/login/forgotPassword', query: { code: 'no-such-code' } } });
  await user.type(await screen.findByLabelText(/^New password/), 'Uusi-salasana1');
  await user.type(screen.getByLabelText(/^Repeat the new password/), 'Uusi-salasana1');
  const save = screen.getByRole('button', { name: 'Set the new password' });
  act(() => save.focus());

  await user.keyboard('{Enter}');
  await waitFor(() => expect(calls).toHaveLength(1));
  await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
  expect(save).toHaveFocus();
  await user.keyboard('{Enter}');
  act(() => save.closest('form')?.requestSubmit());

  await answer();
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(save).toHaveFocus();
  expect(calls).toHaveLength(1);
});
