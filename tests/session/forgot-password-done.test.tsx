import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ForgotPasswordScreen } from '@/features/session/ForgotPasswordScreen';
import { server } from '../utils/msw';
import { renderWithProviders } from '../utils/render';

/*
 * A done forgotten-password form is replaced by its notice: the submit button that had focus is
 * gone, so focus goes to the notice's text (not <body>, which would leave a keyboard or screen
 * reader user at the top of the document, and the page scrolled over the footer).
 */
it('asking for the link: the "sent" notice takes focus', async () => {
  server.use(http.post('*/main/player/triggerForgotPassword', () => HttpResponse.json({ success: true })));
  const user = userEvent.setup();
  renderWithProviders(<ForgotPasswordScreen />, { locale: 'en', router: { pathname: '/login/forgotPassword', query: {} } });
  await user.type(await screen.findByLabelText(/^Email/), 'regular@kasino.test');
  await user.type(screen.getByLabelText(/^Date of birth/), '1985-04-12');
  await user.click(screen.getByRole('button', { name: 'Send the link' }));
  await waitFor(() => expect(screen.getByText('Check your email: we sent you a link to set a new password.')).toHaveFocus());
});

it('setting the new password (fi): the "saved" notice takes focus, with the way to log in after it', async () => {
  server.use(http.post('*/main/player/modifyForgotPassword', () => HttpResponse.json({ success: true })));
  const user = userEvent.setup();
  renderWithProviders(<ForgotPasswordScreen />, { locale: 'fi', router: { pathname: '/login/forgotPassword', query: { code: 'reset-code' } } });
  await user.type(await screen.findByLabelText(/^Uusi salasana/), 'Uusi-salasana1');
  await user.type(screen.getByLabelText(/^Toista uusi salasana/), 'Uusi-salasana1');
  await user.click(screen.getByRole('button', { name: 'Aseta uusi salasana' }));
  await waitFor(() => expect(screen.getByText('Salasanasi on vaihdettu. Voit nyt kirjautua sisään.')).toHaveFocus());
  expect(screen.getByRole('link', { name: /kirjautu/i })).toBeInTheDocument();
});
