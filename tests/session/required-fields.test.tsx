import { screen } from '@testing-library/react';
import { ForgotPasswordScreen } from '@/features/session/ForgotPasswordScreen';
import { RegistrationScreen } from '@/features/session/RegistrationScreen';
import { renderWithProviders } from '../utils/render';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its label, which a required field ends with its marker. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${escape(label)}( \\*)?$`));

/** Required for assistive technology (the required attribute) and for the eye (the marker after the label). */
function expectRequired(label: string) {
  const control = field(label);
  expect(control).toBeRequired();
  expect(control.closest('div')?.querySelector('label')).toHaveTextContent(/ \*$/);
}

function expectOptional(label: string) {
  const control = field(label);
  expect(control).not.toBeRequired();
  expect(control.closest('div')?.querySelector('label')).not.toHaveTextContent(/\*/);
}

describe('required fields', () => {
  it('registration marks the 15 fields its schema requires, and not the house number or the promo code', async () => {
    renderWithProviders(<RegistrationScreen />, { router: { pathname: '/registration' } });
    await screen.findByLabelText(/^Email/);
    for (const label of [
      'Email',
      'Password',
      'Repeat the password',
      'First name',
      'Last name',
      'Nickname',
      'Date of birth',
      'Mobile phone',
      'Country',
      'Street address',
      'Postal code',
      'City',
      'I am of legal gambling age in my country.',
      'I accept the terms and conditions.',
      'I accept the privacy policy.',
    ]) {
      expectRequired(label);
    }
    expectOptional('House and flat number');
    expectOptional('Promo code (optional)');
    // The marker is explained once, above the form.
    expect(screen.getByText('Fields marked with * are required.')).toBeInTheDocument();
  });

  it('the forgotten-password forms mark all their fields', async () => {
    const view = renderWithProviders(<ForgotPasswordScreen />, { router: { pathname: '/login/forgotPassword', query: {} } });
    await screen.findByLabelText(/^Email/);
    expectRequired('Email');
    expectRequired('Date of birth');
    view.unmount();

    renderWithProviders(<ForgotPasswordScreen />, { router: { pathname: '/login/forgotPassword', query: { code: 'reset-code-1' } } });
    await screen.findByLabelText(/^New password/);
    expectRequired('New password');
    expectRequired('Repeat the new password');
  });
});
