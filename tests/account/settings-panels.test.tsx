import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MarketingPanel } from '@/features/account/settings/MarketingPanel';
import { PhonePanel } from '@/features/account/settings/PhonePanel';
import { UserPanel } from '@/features/account/settings/UserPanel';
import { fail } from '@/mocks/handlers/respond';
import { SMS_CODE } from '@/mocks/handlers/player';
import { getWorld } from '@/mocks/world/worlds';
import { mailOf } from '@/mocks/world/mail';
import { mainCalls, renderPlayerPanel, seededPlayer, sentFields } from '../utils/player-panel';
import { server } from '../utils/msw';

const FIRST = 1001; // first@kasino.test: a confirmed +358401234567
const REGULAR = 1002; // regular@kasino.test: email and SMS offers on
const NO_SMS = 1501; // nosms@kasino.test: no marketing consent

afterEach(() => server.events.removeAllListeners());

const field = (name: RegExp | string, within_: HTMLElement = document.body) => within(within_).getByRole('textbox', { name });
const notice = (testId: string) => screen.findByTestId(testId);

describe('the user panel: personal details', () => {
  it('refuses bad details at their fields and sends nothing, then saves the good ones', async () => {
    const user = userEvent.setup();
    const calls = mainCalls('player/updateFields');
    renderPlayerPanel(REGULAR, <UserPanel />);
    const form = await screen.findByTestId('user-data');
    expect(field(/^Nickname/, form)).toHaveValue('Onnenpekka');

    await user.clear(field(/^Nickname/, form));
    await user.type(field(/^Nickname/, form), 'ab');
    await user.clear(field(/^Postal code/, form));
    await user.type(field(/^Postal code/, form), '123');
    await user.clear(field(/^City/, form));
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText('Use 3 to 20 characters.')).toBeVisible();
    expect(field(/^Postal code/, form)).toHaveAccessibleDescription('Enter a postal code of five digits, like 00100.');
    expect(field(/^City/, form)).toHaveAccessibleDescription('This field is required.');
    expect(field(/^Nickname/, form)).toHaveFocus();
    expect(calls).toHaveLength(0);

    await user.type(field(/^Nickname/, form), 'cde');
    await user.clear(field(/^Postal code/, form));
    await user.type(field(/^Postal code/, form), '33100');
    await user.type(field(/^City/, form), ' Tampere ');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await notice('user-data-notice')).toHaveTextContent('Saved.');
    expect(calls).toHaveLength(1);
    expect(await sentFields(calls[0]!)).toEqual({ nickName: 'abcde', firstName: 'Pekka', lastName: 'Pelaaja', address: 'Esimerkkikatu', zipCode: '33100', city: 'Tampere' });
    expect(seededPlayer(REGULAR)).toMatchObject({ nickName: 'abcde', zipCode: '33100', city: 'Tampere' });
  });

  it('shows a nickname in use at the field, with a failure message, and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderPlayerPanel(REGULAR, <UserPanel />);
    const form = await screen.findByTestId('user-data');
    await user.clear(field(/^Nickname/, form));
    await user.type(field(/^Nickname/, form), 'rajatar');
    await user.clear(field(/^City/, form));
    await user.type(field(/^City/, form), 'Espoo');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await notice('user-data-notice')).toHaveTextContent('Saving failed. Please try again.');
    expect(field(/^Nickname/, form)).toHaveAccessibleDescription(/already in use/i);
    expect(field(/^Nickname/, form)).toHaveValue('rajatar');
    expect(field(/^City/, form)).toHaveValue('Espoo');
    expect(seededPlayer(REGULAR).city).toBe('Helsinki');
  });
});

describe('the user panel: password', () => {
  it('checks the pattern and the match first, shows 109 as a wrong current password, then changes it', async () => {
    const user = userEvent.setup();
    const calls = mainCalls('player/updatePassword');
    renderPlayerPanel(REGULAR, <UserPanel />);
    const form = await screen.findByTestId('password-change');
    const old = within(form).getByLabelText(/^Current password/);
    const next = within(form).getByLabelText(/^New password \*?$/);
    const again = within(form).getByLabelText(/^New password again/);
    await user.type(old, 'short');
    await user.type(next, 'Uusi-salasana1');
    await user.type(again, 'Uusi-salasana2');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The passwords do not match.')).toBeVisible();
    expect(within(form).getByText('The password must be longer than 6 characters.')).toBeVisible();
    expect(calls).toHaveLength(0);

    await user.clear(old);
    await user.type(old, 'Wrong-password1');
    await user.clear(again);
    await user.type(again, 'Uusi-salasana1');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(old).toHaveAccessibleDescription('Your current password is wrong.'));
    expect(old).toHaveFocus();
    expect(next).toHaveValue('Uusi-salasana1');

    await user.clear(old);
    await user.type(old, 'Kasino-2026');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await notice('password-notice')).toHaveTextContent('Saved.Use your new password the next time you log in.');
    expect(await sentFields(calls.at(-1)!)).toEqual({ oldPassword: 'Kasino-2026', password: 'Uusi-salasana1', confirmPassword: 'Uusi-salasana1' });
    expect(seededPlayer(REGULAR).password).toBe('Uusi-salasana1');
    expect(old).toHaveValue('');
  });
});

describe('the user panel: email', () => {
  it('enables the button only for an address of the pattern, and saves it after the server check', async () => {
    const user = userEvent.setup();
    const checks = mainCalls('player/email');
    renderPlayerPanel(REGULAR, <UserPanel />);
    const form = await screen.findByTestId('email-change');
    expect(within(form).getByTestId('email-current')).toHaveTextContent('Your email address is regular@kasino.test.');
    const button = within(form).getByRole('button', { name: 'Update email address' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Type a whole email address/);
    await user.type(field(/^New email address/, form), 'pekka@example');
    expect(button).toBeDisabled();
    await user.type(field(/^New email address/, form), '.fi');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(await notice('email-notice')).toHaveTextContent('Your email address is now pekka@example.fi.');
    expect(await sentFields(checks[0]!)).toEqual({ email: 'pekka@example.fi' });
    expect(seededPlayer(REGULAR).email).toBe('pekka@example.fi');
    await waitFor(() => expect(within(form).getByTestId('email-current')).toHaveTextContent('pekka@example.fi'));
  });

  it('shows a 429 of the check with its status text and saves nothing', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/main/player/email', () => new HttpResponse('Too Many Requests', { status: 429, statusText: 'Too Many Requests' })));
    const updates = mainCalls('player/updateFields');
    renderPlayerPanel(REGULAR, <UserPanel />);
    const form = await screen.findByTestId('email-change');
    await user.type(field(/^New email address/, form), 'pekka@example.fi');
    await user.click(within(form).getByRole('button', { name: 'Update email address' }));
    expect(await notice('email-notice')).toHaveTextContent('Too Many Requests: too many attempts.');
    expect(updates).toHaveLength(0);
    expect(field(/^New email address/, form)).toHaveValue('pekka@example.fi');
  });

  it('shows an address another player has at the field', async () => {
    const user = userEvent.setup();
    renderPlayerPanel(REGULAR, <UserPanel />);
    const form = await screen.findByTestId('email-change');
    await user.type(field(/^New email address/, form), 'limits@kasino.test');
    await user.click(within(form).getByRole('button', { name: 'Update email address' }));
    await waitFor(() => expect(field(/^New email address/, form)).toHaveAccessibleDescription(/already in use/i));
  });
});

describe('the phone panel', () => {
  it('shows a confirmed number, confirms a new one with the code the mock sent, and sets SMS consent', async () => {
    const user = userEvent.setup();
    const sms = mainCalls('player/sendVerificationSms');
    renderPlayerPanel(FIRST, <PhonePanel />);
    const panel = await screen.findByTestId('phone-panel');
    expect(within(panel).getByTestId('phone-status')).toHaveTextContent('+358401234567 Confirmed number');

    await user.click(within(panel).getByRole('button', { name: 'Confirm a new number' }));
    const number = field(/^Phone number/, panel);
    await waitFor(() => expect(within(panel).getByRole('heading', { name: 'Get a confirmation code' })).toHaveFocus());
    await user.type(number, '0401234');
    await user.click(within(panel).getByRole('button', { name: 'Send code' }));
    expect(await within(panel).findByText('Enter a phone number with a plus sign and 3 to 15 digits.')).toBeVisible();
    expect(sms).toHaveLength(0);

    await user.clear(number);
    await user.type(number, '+358409876543');
    await user.click(within(panel).getByRole('button', { name: 'Send code' }));
    expect(await notice('phone-notice')).toHaveTextContent('We sent a code to +358409876543.');
    expect(sms).toHaveLength(1);
    expect(mailOf(getWorld())[0]).toMatchObject({ to: '+358409876543', kind: 'sms' });
    await waitFor(() => expect(within(panel).getByTestId('phone-status')).toHaveTextContent('+358409876543 Not confirmed'));

    const code = field(/^Code from the text message/, panel);
    await user.type(code, '9999');
    await user.click(within(panel).getByRole('button', { name: 'Confirm number' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('That code is not right. Check the text message or send a new code.'));
    expect(seededPlayer(FIRST).phoneNumberVerified).toBe(false);

    await user.clear(code);
    await user.type(code, mailOf(getWorld())[0]!.code);
    await user.click(within(panel).getByRole('button', { name: 'Confirm number' }));
    expect(await notice('phone-notice')).toHaveTextContent('Your number +358409876543 is confirmed.');
    expect(seededPlayer(FIRST)).toMatchObject({ phoneNumber: '+358409876543', phoneNumberVerified: true, receiveSms: true });
    await waitFor(() => expect(within(panel).getByTestId('phone-status')).toHaveTextContent('+358409876543 Confirmed number'));
    expect(within(panel).getByRole('button', { name: 'Confirm a new number' })).toBeVisible();
  });

  it('offers to confirm an unconfirmed number at once, and shows a failed step as a failure', async () => {
    const user = userEvent.setup();
    seededPlayer(FIRST).phoneNumberVerified = false;
    server.use(http.get('*/main/player/sendVerificationSms', () => fail(429, 'Too many requests')));
    renderPlayerPanel(FIRST, <PhonePanel />);
    const panel = await screen.findByTestId('phone-panel');
    expect(within(panel).getByTestId('phone-status')).toHaveTextContent('+358401234567 Not confirmed');
    expect(field(/^Phone number/, panel)).toHaveValue('+358401234567');
    await user.click(within(panel).getByRole('button', { name: 'Send code' }));
    expect(await notice('phone-notice')).toHaveTextContent('Saving failed. Please try again.Too many attempts.');
    expect(within(panel).queryByRole('textbox', { name: /Code from/ })).toBeNull();
    expect(SMS_CODE).toMatch(/^\d{4}$/);
  });
});

describe('the marketing panel', () => {
  it('shows the choices, a failure, then saves them', async () => {
    const user = userEvent.setup();
    const calls = mainCalls('player/updateFields');
    server.use(http.post('*/main/player/updateFields', () => fail(100, 'Unexpected error'), { once: true }));
    renderPlayerPanel(NO_SMS, <MarketingPanel />);
    const emailBox = await screen.findByRole('checkbox', { name: 'By email' });
    const smsBox = screen.getByRole('checkbox', { name: 'By text message (SMS)' });
    expect(emailBox).not.toBeChecked();
    expect(smsBox).not.toBeChecked();
    await user.click(emailBox);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await notice('marketing-notice')).toHaveTextContent('Saving failed. Please try again.');
    expect(emailBox).toBeChecked();
    expect(seededPlayer(NO_SMS).receiveEmail).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('marketing-notice')).toHaveTextContent('Saved.'));
    expect(await sentFields(calls.at(-1)!)).toEqual({ receiveEmail: 'true', receiveSms: 'false' });
    expect(seededPlayer(NO_SMS)).toMatchObject({ receiveEmail: true, receiveSms: false });
  });

  it.each([
    ['fi', 'Sähköpostilla', 'Tekstiviestillä (SMS)'],
    ['et', 'E-postiga', 'Tekstisõnumiga (SMS)'],
  ] as const)('is in %s too', async (locale, email, sms) => {
    renderPlayerPanel(REGULAR, <MarketingPanel />, locale);
    expect(await screen.findByRole('checkbox', { name: email })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: sms })).toBeChecked();
  });
});
