import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MarketingPanel } from '@/features/account/settings/MarketingPanel';
import { PhonePanel } from '@/features/account/settings/PhonePanel';
import { UserPanel } from '@/features/account/settings/UserPanel';
import { fail, formOf } from '@/mocks/handlers/respond';
import { SMS_CODE } from '@/mocks/handlers/player';
import { getWorld } from '@/mocks/world/worlds';
import { mailOf } from '@/mocks/world/mail';
import { mainCalls, renderPlayerPanel, seededPlayer, sentFields } from '../utils/player-panel';
import { server } from '../utils/msw';

const FIRST = 1001; // first@kasino.test: a confirmed +358401234567
const REGULAR = 1002; // regular@kasino.test: email and SMS offers on
const NO_SMS = 1501; // nosms@kasino.test: no marketing consent

afterEach(() => server.events.removeAllListeners());
// The first render loads the client and the strings, and the email and phone flows take many
// steps; on a busy 2-core machine either can pass 5 s.
jest.setTimeout(20_000);

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

  // 180 is also the backend's generic failure (spec 7.5), so the form says only that saving failed.
  it('shows duplicate data (180) as the form\'s failure when the nickname was left alone, blaming no field', async () => {
    getWorld().failures.push({ call: 'main.updateFields', remaining: 1, errorCode: 180 });
    const user = userEvent.setup();
    renderPlayerPanel(REGULAR, <UserPanel />);
    const form = await screen.findByTestId('user-data');
    await user.clear(field(/^Street address/, form));
    await user.type(field(/^Street address/, form), 'Uusikatu 5');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await notice('user-data-notice')).toHaveTextContent(/^Saving failed\. Please try again\.$/);
    expect(field(/^Nickname/, form)).not.toHaveAccessibleDescription(/already in use/i);
    expect(field(/^Nickname/, form)).not.toHaveFocus();
    expect(field(/^Street address/, form)).toHaveValue('Uusikatu 5');
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
    await user.type(old, 'short ä');
    await user.type(next, 'Uusi-salasana1');
    await user.type(again, 'Uusi-salasana2');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The passwords do not match.')).toBeVisible();
    expect(old).toHaveAccessibleDescription(/^Use only letters/);
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

describe('the user panel: a password change that timed out', () => {
  // The backend may have changed it after our deadline: "Saving failed" made the player try again
  // with the old password, which the backend then refused as wrong.
  it.each([
    ['en', 'The service did not answer in time, so your password may already have changed. If your current password is no longer accepted, use the new one.'],
    ['fi', 'Palvelu ei vastannut ajoissa, joten salasanasi on voinut jo vaihtua. Jos nykyinen salasanasi ei enää kelpaa, käytä uutta.'],
  ] as const)('%s: says the password may have changed, and keeps what was typed', async (locale, said) => {
    const user = userEvent.setup();
    getWorld().failures.push({ call: 'main.updatePassword', remaining: 1, errorCode: 408 });
    renderPlayerPanel(REGULAR, <UserPanel />, locale);
    const form = await screen.findByTestId('password-change');
    const [old, next, again] = within(form).getAllByLabelText(/./, { selector: 'input[type="password"]' });
    await user.type(old as HTMLElement, 'Kasino-2026');
    await user.type(next as HTMLElement, 'Uusi-salasana1');
    await user.type(again as HTMLElement, 'Uusi-salasana1');
    await user.click(within(form).getByRole('button', { name: locale === 'en' ? 'Change password' : 'Vaihda salasana' }));
    expect((await notice('password-notice')).textContent).toBe(said);
    expect(next).toHaveValue('Uusi-salasana1');
  });
});

describe('the user panel: email', () => {
  it('enables the button only for an address of the pattern, saves it after the server check, and confirms it with the emailed code', async () => {
    const user = userEvent.setup();
    const checks = mainCalls('player/email');
    const sends = mainCalls('player/sendVerificationEmail');
    const verifies = mainCalls('player/verifyEmailShortCode');
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
    expect(await notice('email-notice')).toHaveTextContent('Your email address is now pekka@example.fi. We sent a confirmation code to it.');
    expect(await sentFields(checks[0]!)).toEqual({ email: 'pekka@example.fi' });
    expect(seededPlayer(REGULAR)).toMatchObject({ email: 'pekka@example.fi', emailVerified: false });
    expect(sends).toHaveLength(1);
    expect(mailOf(getWorld())[0]).toMatchObject({ to: 'pekka@example.fi', kind: 'emailCode' });
    await waitFor(() => expect(within(form).getByTestId('email-current')).toHaveTextContent('pekka@example.fi'));

    const step = within(form).getByRole('group', { name: 'Enter the code' });
    await waitFor(() => expect(within(step).getByRole('heading', { name: 'Enter the code' })).toHaveFocus());
    expect(step).toHaveTextContent('Type the code from the email we sent to pekka@example.fi.');
    const code = field(/^Code from the email/, step);
    await user.type(code, '9999');
    await user.click(within(step).getByRole('button', { name: 'Confirm email address' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('That code is not right. Check the email or send a new code.'));
    expect(seededPlayer(REGULAR).emailVerified).toBe(false);

    await user.clear(code);
    await user.type(code, mailOf(getWorld())[0]!.code);
    await user.click(within(step).getByRole('button', { name: 'Confirm email address' }));
    expect(await notice('email-notice')).toHaveTextContent('Your email address pekka@example.fi is confirmed.');
    expect(await sentFields(verifies.at(-1)!)).toEqual({ code: mailOf(getWorld())[0]!.code });
    expect(seededPlayer(REGULAR).emailVerified).toBe(true);
    expect(within(form).queryByRole('group', { name: 'Enter the code' })).toBeNull();
    expect(within(form).getByRole('button', { name: 'Update email address' })).toBeVisible();
  });

  it('sends a code to the current address when asked (a 219 elsewhere), says when sending fails with its code, and takes a new code', async () => {
    const user = userEvent.setup();
    seededPlayer(REGULAR).emailVerified = false;
    server.use(http.get('*/main/player/sendVerificationEmail', () => HttpResponse.json({ success: false, error: 'Too Many Requests' }, { status: 429 }), { once: true }));
    renderPlayerPanel(REGULAR, <UserPanel />);
    const form = await screen.findByTestId('email-change');
    const send = within(form).getByRole('button', { name: 'Send a confirmation code' });
    expect(send).toHaveAccessibleDescription('Asked to confirm your email address? We will send a code to it.');
    await user.click(send);
    const failed = await notice('email-notice');
    expect(failed).toHaveTextContent('The code could not be sent. Please try again.');
    expect(within(failed).getByTestId('error-code')).toHaveTextContent(/^Error code 429$/);
    expect(within(form).queryByRole('group', { name: 'Enter the code' })).toBeNull();

    await user.click(send);
    expect(await within(form).findByText('We sent a code to regular@kasino.test.')).toBeVisible();
    const step = within(form).getByRole('group', { name: 'Enter the code' });
    await user.click(within(step).getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(mailOf(getWorld()).filter((m) => m.kind === 'emailCode' && m.to === 'regular@kasino.test')).toHaveLength(2));
    await user.type(field(/^Code from the email/, step), SMS_CODE);
    await user.click(within(step).getByRole('button', { name: 'Confirm email address' }));
    expect(await within(form).findByText('Your email address regular@kasino.test is confirmed.')).toBeVisible();
    expect(seededPlayer(REGULAR).emailVerified).toBe(true);
  });

  it.each([
    ['en', 'New email address', 'Update email address', 'Saving failed. Please try again.Too many attempts. Please wait a minute and try again.Error code 429'],
    ['fi', 'Uusi sähköpostiosoite', 'Päivitä sähköpostiosoite', 'Tallennus epäonnistui. Yritä uudelleen.Liian monta yritystä. Odota hetki ja yritä uudelleen.Virhekoodi 429'],
  ] as const)('%s: shows a 429 of the check with the HTTP status as the code, in the page language, and saves nothing', async (locale, label, submit, said) => {
    const user = userEvent.setup();
    server.use(http.post('*/main/player/email', () => new HttpResponse('Too Many Requests', { status: 429, statusText: 'Too Many Requests' })));
    const updates = mainCalls('player/updateFields');
    renderPlayerPanel(REGULAR, <UserPanel />, locale);
    const form = await screen.findByTestId('email-change');
    await user.type(field(new RegExp(`^${label}`), form), 'pekka@example.fi');
    await user.click(within(form).getByRole('button', { name: submit }));
    const shown = await notice('email-notice');
    expect(shown).toHaveTextContent(said);
    expect(shown).not.toHaveTextContent('Too Many Requests');
    expect(updates).toHaveLength(0);
    expect(field(new RegExp(`^${label}`), form)).toHaveValue('pekka@example.fi');
  });

  it('runs one of the change and the sending at a time, so the code step names the address the account has', async () => {
    const user = userEvent.setup();
    const checks = mainCalls('player/email');
    const sends = mainCalls('player/sendVerificationEmail');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Answering nothing hands the request on to the mock backend's own handler once released.
    server.use(http.post('*/main/player/email', () => held.then(() => undefined), { once: true }));
    renderPlayerPanel(REGULAR, <UserPanel />);
    const form = await screen.findByTestId('email-change');
    const send = within(form).getByRole('button', { name: 'Send a confirmation code' });
    await user.type(field(/^New email address/, form), 'pekka@example.fi');
    await user.click(within(form).getByRole('button', { name: 'Update email address' }));
    expect(await within(form).findByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await user.click(send);
    expect(sends).toHaveLength(0);

    release();
    expect(await notice('email-notice')).toHaveTextContent('Your email address is now pekka@example.fi. We sent a confirmation code to it.');
    expect(sends).toHaveLength(1);
    expect(within(form).getByRole('group', { name: 'Enter the code' })).toHaveTextContent('Type the code from the email we sent to pekka@example.fi.');

    // The other way round: while a code goes to the current address, the address stays as it is.
    await user.click(within(form).getByRole('button', { name: 'Use another address' }));
    let releaseSend = () => {};
    const sending = new Promise<void>((resolve) => (releaseSend = resolve));
    server.use(http.get('*/main/player/sendVerificationEmail', () => sending.then(() => undefined), { once: true }));
    await user.type(field(/^New email address/, form), 'other@example.fi');
    const update = within(form).getByRole('button', { name: 'Update email address' });
    await user.click(within(form).getByRole('button', { name: 'Send a confirmation code' }));
    // Busy, not disabled: it keeps focus (src/ui/Button.tsx).
    expect(await within(form).findByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-disabled', 'true');
    expect(update).toBeDisabled();
    await user.click(update);
    expect(checks).toHaveLength(1);

    releaseSend();
    expect(await within(form).findByText('We sent a code to pekka@example.fi.')).toBeVisible();
    expect(within(form).getByRole('group', { name: 'Enter the code' })).toHaveTextContent('Type the code from the email we sent to pekka@example.fi.');
    expect(seededPlayer(REGULAR).email).toBe('pekka@example.fi');
  });

  it('says a code that could not be sent for a 500 once, with the status as its code', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/main/player/sendVerificationEmail', () => new HttpResponse(null, { status: 500 }), { once: true }));
    renderPlayerPanel(REGULAR, <UserPanel />);
    const form = await screen.findByTestId('email-change');
    await user.click(within(form).getByRole('button', { name: 'Send a confirmation code' }));
    expect((await notice('email-notice')).textContent).toBe('The code could not be sent. Please try again.Error code 500');
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
    const send = within(panel).getByRole('button', { name: 'Send code' });
    expect(send).toBeDisabled();
    await user.type(number, '0401234');
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('Type the whole number with a plus sign and the country code to get a code.');
    await user.click(send);
    expect(sms).toHaveLength(0);

    await user.clear(number);
    await user.type(number, '+358409876543');
    expect(send).toBeEnabled();
    expect(send).not.toHaveAccessibleDescription();
    await user.click(send);
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
    // Back at the number's status, focus is there too, not dropped to <body> with the form.
    expect(within(panel).getByRole('heading', { level: 3, name: 'Your phone number' })).toHaveFocus();
  });

  it('does not confirm a code while a new one is on its way', async () => {
    const user = userEvent.setup();
    const verifies = mainCalls('player/verifySmsShortCode');
    seededPlayer(FIRST).phoneNumberVerified = false;
    renderPlayerPanel(FIRST, <PhonePanel />);
    const panel = await screen.findByTestId('phone-panel');
    await user.click(within(panel).getByRole('button', { name: 'Send code' }));
    const code = await within(panel).findByRole('textbox', { name: /^Code from the text message/ });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get('*/main/player/sendVerificationSms', () => held.then(() => undefined), { once: true }));
    await user.type(code, SMS_CODE);
    await user.click(within(panel).getByRole('button', { name: 'Send a new code' }));
    const confirm = within(panel).getByRole('button', { name: 'Confirm number' });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await user.click(confirm);
    expect(verifies).toHaveLength(0);

    release();
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(await notice('phone-notice')).toHaveTextContent('Your number +358401234567 is confirmed.');
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
    // The number was saved; the code was not sent: "Saving failed" would say the opposite.
    expect(await notice('phone-notice')).toHaveTextContent('The code could not be sent. Please try again.Too many attempts.');
    expect(within(panel).queryByRole('textbox', { name: /Code from/ })).toBeNull();
    expect(SMS_CODE).toMatch(/^\d{4}$/);
  });

  it.each([
    ['en', 'Phone number', 'Send code', 429, 'Saving failed. Please try again.Too many attempts. Please wait a minute and try again.Error code 429'],
    // 400 has no message of its own: "Saving failed" is not followed by the generic "Something went wrong".
    ['et', 'Telefoninumber', 'Saada kood', 400, 'Salvestamine ebaõnnestus. Palun proovi uuesti.Veakood 400'],
  ] as const)('%s: shows the HTTP status of a failed number check as the code and sends no SMS', async (locale, label, submit, status, said) => {
    const user = userEvent.setup();
    const sms = mainCalls('player/sendVerificationSms');
    const updates = mainCalls('player/updateFields');
    seededPlayer(FIRST).phoneNumberVerified = false;
    // A failure body without the backend's code: only the HTTP status says what happened.
    server.use(http.post('*/main/player/phonenumber', () => HttpResponse.json({ success: false, error: 'Refused' }, { status })));
    renderPlayerPanel(FIRST, <PhonePanel />, locale);
    const panel = await screen.findByTestId('phone-panel');
    expect(field(new RegExp(`^${label}`), panel)).toHaveValue('+358401234567');
    await user.click(within(panel).getByRole('button', { name: submit }));
    const shown = await notice('phone-notice');
    expect(shown.textContent).toBe(said);
    expect(within(shown).getByTestId('error-code')).toHaveTextContent(String(status));
    expect(sms).toHaveLength(0);
    expect(updates).toHaveLength(0);
  });
});

describe('an email or phone change that timed out', () => {
  // The backend made the change after our 15 s deadline: "Saving failed" would send the player
  // to try again, and the address asked again shows it went through.
  const appliedThenTimedOut = (apply: (fields: Record<string, unknown>) => void) =>
    server.use(
      http.post('*/main/player/updateFields', async ({ request }) => {
        apply(await formOf(request));
        return fail(408, 'Request timed out');
      }, { once: true }),
    );

  it.each([
    ['en', 'New email address', 'Update email address', 'The service did not answer in time, so the change may still have been saved. Check before trying again.Error code 408', 'Your email address is pekka@example.fi.'],
    ['fi', 'Uusi sähköpostiosoite', 'Päivitä sähköpostiosoite', 'Palvelu ei vastannut ajoissa, joten muutos on voinut silti tallentua. Tarkista tilanne ennen kuin yrität uudelleen.Virhekoodi 408', 'pekka@example.fi'],
  ] as const)('%s: the email says it may have been saved, shows the address the account has, and keeps what was typed', async (locale, label, submit, said, current) => {
    const user = userEvent.setup();
    const sends = mainCalls('player/sendVerificationEmail');
    appliedThenTimedOut((fields) => {
      seededPlayer(REGULAR).email = String(fields.email);
    });
    renderPlayerPanel(REGULAR, <UserPanel />, locale);
    const form = await screen.findByTestId('email-change');
    await user.type(field(new RegExp(`^${label}`), form), 'pekka@example.fi');
    await user.click(within(form).getByRole('button', { name: submit }));
    expect((await notice('email-notice')).textContent).toBe(said);
    await waitFor(() => expect(within(form).getByTestId('email-current')).toHaveTextContent(current));
    expect(field(new RegExp(`^${label}`), form)).toHaveValue('pekka@example.fi');
    expect(sends).toHaveLength(0);
  });

  it('the phone number says it may have been saved and shows the number the account has, with no code sent', async () => {
    const user = userEvent.setup();
    const sms = mainCalls('player/sendVerificationSms');
    appliedThenTimedOut((fields) => {
      Object.assign(seededPlayer(FIRST), { phoneNumber: String(fields.phoneNumber), phoneNumberVerified: false });
    });
    renderPlayerPanel(FIRST, <PhonePanel />, 'et');
    const panel = await screen.findByTestId('phone-panel');
    await user.click(within(panel).getByRole('button', { name: 'Kinnita uus number' }));
    await user.type(field(/^Telefoninumber/, panel), '+358409876543');
    await user.click(within(panel).getByRole('button', { name: 'Saada kood' }));
    expect((await notice('phone-notice')).textContent).toBe('Teenus ei vastanud õigeks ajaks, seega võib muudatus olla siiski salvestatud. Kontrolli enne uuesti proovimist.Veakood 408');
    await waitFor(() => expect(within(panel).getByTestId('phone-status')).toHaveTextContent('+358409876543'));
    expect(field(/^Telefoninumber/, panel)).toHaveValue('+358409876543');
    expect(sms).toHaveLength(0);
  });

  const confirmTimingOut = async (goesThrough: boolean) => {
    const user = userEvent.setup();
    const player = seededPlayer(FIRST);
    Object.assign(player, { phoneNumberVerified: false, receiveSms: false });
    const updates = mainCalls('player/updateFields');
    server.use(
      http.post('*/main/player/verifySmsShortCode', () => {
        if (goesThrough) player.phoneNumberVerified = true;
        return fail(408, 'Request timed out');
      }, { once: true }),
    );
    renderPlayerPanel(FIRST, <PhonePanel />);
    const panel = await screen.findByTestId('phone-panel');
    await user.click(within(panel).getByRole('button', { name: 'Send code' }));
    const code = await within(panel).findByRole('textbox', { name: /^Code from the text message/ });
    await user.type(code, mailOf(getWorld())[0]!.code);
    await user.click(within(panel).getByRole('button', { name: 'Confirm number' }));
    return { panel, updates, player };
  };

  it('fi: an email code sent again after a confirmation that timed out says it may have been used, until a new code is sent', async () => {
    const user = userEvent.setup();
    seededPlayer(REGULAR).emailVerified = false;
    server.use(
      http.post('*/main/player/verifyEmailShortCode', () => {
        // The backend took the code and confirmed the address after our deadline.
        seededPlayer(REGULAR).emailVerified = true;
        return fail(408, 'Request timed out');
      }, { once: true }),
      http.post('*/main/player/verifyEmailShortCode', () => fail(195, 'Validate field', { field: 'code' })),
    );
    renderPlayerPanel(REGULAR, <UserPanel />, 'fi');
    const form = await screen.findByTestId('email-change');
    await user.click(within(form).getByRole('button', { name: 'Lähetä vahvistuskoodi' }));
    const step = await within(form).findByRole('group', { name: 'Syötä koodi' });
    const code = field(/^Sähköpostin koodi/, step);
    await user.type(code, SMS_CODE);
    const confirm = within(step).getByRole('button', { name: 'Vahvista sähköpostiosoite' });
    await user.click(confirm);
    expect((await notice('email-notice')).textContent).toBe('Palvelu ei vastannut ajoissa, joten muutos on voinut silti tallentua. Tarkista tilanne ennen kuin yrität uudelleen.Virhekoodi 408');
    await user.click(confirm);
    await waitFor(() => expect(code).toHaveAccessibleDescription('Koodi on voitu jo käyttää vahvistukseen, joka ei vastannut ajoissa. Tilaa uusi koodi, niin osoitteesi vahvistuu varmasti.'));
    expect(code).toHaveValue(SMS_CODE);

    await user.click(within(step).getByRole('button', { name: 'Lähetä uusi koodi' }));
    expect(await within(form).findByText('Lähetimme koodin osoitteeseen regular@kasino.test.')).toBeVisible();
    await user.click(confirm);
    await waitFor(() => expect(code).toHaveAccessibleDescription('Koodi ei ole oikea. Tarkista sähköposti tai tilaa uusi koodi.'));
  });

  it('a code confirmation that timed out but went through, as the player asked again shows, is finished: the notice, the status, the SMS consent', async () => {
    const { panel, updates, player } = await confirmTimingOut(true);
    expect((await notice('phone-notice')).textContent).toBe('Your number +358401234567 is confirmed.');
    await waitFor(() => expect(within(panel).getByTestId('phone-status')).toHaveTextContent('+358401234567 Confirmed number'));
    expect(within(panel).queryByRole('textbox', { name: /^Code from the text message/ })).toBeNull();
    expect(await sentFields(updates.at(-1)!)).toEqual({ receiveSms: 'true' });
    expect(player.receiveSms).toBe(true);
  });

  it('a code confirmation that timed out and did not go through says it may have, and keeps the code for another try', async () => {
    const { panel, updates } = await confirmTimingOut(false);
    expect((await notice('phone-notice')).textContent).toBe('The service did not answer in time, so the change may still have been saved. Check before trying again.Error code 408');
    expect(within(panel).getByTestId('phone-status')).toHaveTextContent('+358401234567 Not confirmed');
    expect(within(panel).getByRole('textbox', { name: /^Code from the text message/ })).toHaveValue(mailOf(getWorld())[0]!.code);
    // The one update is the number's, before the code was sent: no SMS consent.
    expect(await Promise.all(updates.map(sentFields))).toEqual([{ phoneNumber: '+358401234567' }]);
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
    ['en', 'By email', 'Save', 'Saving failed. Please try again.'],
    ['fi', 'Sähköpostilla', 'Tallenna', 'Tallennus epäonnistui. Yritä uudelleen.'],
  ] as const)('%s: says a save answered with HTTP 500 failed once, without the generic message after it', async (locale, email, save, said) => {
    const user = userEvent.setup();
    server.use(http.post('*/main/player/updateFields', () => new HttpResponse('Internal Server Error', { status: 500 }), { once: true }));
    renderPlayerPanel(NO_SMS, <MarketingPanel />, locale);
    await user.click(await screen.findByRole('checkbox', { name: email }));
    await user.click(screen.getByRole('button', { name: save }));
    expect((await notice('marketing-notice')).textContent).toBe(said);
    expect(seededPlayer(NO_SMS).receiveEmail).toBe(false);
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
