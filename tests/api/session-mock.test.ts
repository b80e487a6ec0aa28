import { activate, autoLogin, login, logout, modifyForgotPassword, registerPlayer, triggerForgotPassword, type Registration } from '@/api/main/session';
import { getActivity, getBalance, getPlayer } from '@/api/main/player';
import { mailOf } from '@/mocks/world/mail';
import { getWorld } from '@/mocks/world/worlds';
import { SEED_PASSWORD } from '@/mocks/seed/players';

const world = () => getWorld();

describe('mock backend: logging in and out', () => {
  it('logs a regular player in with a session cookie, a new activity, and out again', async () => {
    expect(await getPlayer()).toMatchObject({ success: false, errorCode: 115 });
    const before = world().players.find((p) => p.userId === 1002)?.activities.length ?? 0;
    expect(await login({ email: 'regular@kasino.test', password: SEED_PASSWORD })).toMatchObject({ success: true });
    expect(await getPlayer()).toMatchObject({ success: true, data: { userId: 1002, nickName: 'Onnenpekka' } });
    expect(await getBalance()).toMatchObject({ success: true, data: { cash: 25_000, promo: 2_000, balance: 27_000, currency: 'EUR' } });
    const activity = await getActivity();
    expect(activity.success && activity.data.activities).toHaveLength(before + 1);
    await logout();
    expect(await getPlayer()).toMatchObject({ success: false, errorCode: 115 });
  });

  it('answers bad credentials with 104 (wrong password) or 107 (unknown email)', async () => {
    expect(await login({ email: 'regular@kasino.test', password: 'wrong-one' })).toMatchObject({ errorCode: 104 });
    expect(await login({ email: 'nobody@kasino.test', password: SEED_PASSWORD })).toMatchObject({ errorCode: 107 });
  });

  it('refuses inactive accounts with their end time, and frozen ones', async () => {
    const inactive = await login({ email: 'inactive@kasino.test', password: SEED_PASSWORD });
    expect(inactive).toMatchObject({ errorCode: 210, params: { expireTimestamp: expect.any(Number) } });
    expect(await login({ email: 'new@kasino.test', password: SEED_PASSWORD })).toMatchObject({ errorCode: 114 });
    expect(await login({ email: 'frozen@kasino.test', password: SEED_PASSWORD })).toMatchObject({ errorCode: 111 });
  });

  it('rate-limits repeated attempts with 429', async () => {
    const attempts = await Promise.all(Array.from({ length: 11 }, () => login({ email: 'regular@kasino.test', password: 'x' })));
    expect(attempts.at(-1)).toMatchObject({ success: false, errorCode: 429 });
  });

  it('logs in once with an autologin token', async () => {
    world().loginTokens.set('auto-1', { userId: 1006, status: 'ok' });
    expect(await autoLogin('auto-1')).toMatchObject({ success: true });
    expect(await getPlayer()).toMatchObject({ data: { userId: 1006 } });
    expect(await autoLogin('auto-1')).toMatchObject({ errorCode: 104 });
  });
});

describe('mock backend: registration, activation and password reset', () => {
  const base: Registration = {
    email: 'uusi.pelaaja@kasino.test',
    password: 'Salainen-1',
    confirmPassword: 'Salainen-1',
    country: 'FIN',
    language: 'fi',
    nickName: 'UusiPelaaja',
    firstName: 'Uuno',
    lastName: 'Uusi',
    birthDate: '1990-05-05',
    address: 'Katu',
    houseNumber: '1',
    zipCode: '00100',
    city: 'Helsinki',
    phoneNumber: '+358401112223',
    ageChecked: true,
    policyChecked: true,
    privacyPolicyChecked: true,
    affiliateReference: 'nordicbonus',
  };

  it('registers, mails an activation code, and activates once', async () => {
    expect(await registerPlayer(base)).toMatchObject({ success: true });
    expect(world().players.find((p) => p.email === base.email)?.affiliateReference).toBe('nordicbonus');
    expect(await login({ email: base.email, password: base.password })).toMatchObject({ errorCode: 114 });
    const mail = mailOf(world())[0];
    expect(mail).toMatchObject({ to: base.email, kind: 'activation' });
    expect(await activate(mail?.code ?? '')).toMatchObject({ success: true });
    expect(await activate(mail?.code ?? '')).toMatchObject({ errorCode: 209 });
    expect(await activate('nope')).toMatchObject({ errorCode: 183 });
    expect(await login({ email: base.email, password: base.password })).toMatchObject({ success: true });
  });

  it('refuses duplicates, short passwords, mismatches, missing terms and minors', async () => {
    expect(await registerPlayer({ ...base, email: 'regular@kasino.test' })).toMatchObject({ errorCode: 180, params: { field: 'email' } });
    expect(await registerPlayer({ ...base, password: 'short', confirmPassword: 'short' })).toMatchObject({ errorCode: 1001 });
    expect(await registerPlayer({ ...base, confirmPassword: 'Different-1' })).toMatchObject({ errorCode: 213 });
    expect(await registerPlayer({ ...base, policyChecked: false })).toMatchObject({ errorCode: 155 });
    const seventeen = new Date(Date.now() - 17.5 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    expect(await registerPlayer({ ...base, birthDate: seventeen })).toMatchObject({ errorCode: 195, params: { field: 'birthDate' } });
    const twenty = new Date(Date.now() - 20.5 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    expect(await registerPlayer({ ...base, birthDate: twenty, country: 'FIN' })).toMatchObject({ success: true });
    expect(await registerPlayer({ ...base, email: 'toinen@kasino.test', nickName: 'Toinen', birthDate: twenty, country: 'EST' })).toMatchObject({
      errorCode: 195,
      params: { field: 'birthDate', minimumAge: 21 },
    });
  });

  it('resets a password with the mailed code', async () => {
    expect(await triggerForgotPassword('nobody@kasino.test', '1985-04-12')).toMatchObject({ errorCode: 181 });
    expect(await triggerForgotPassword('regular@kasino.test', '1999-01-01')).toMatchObject({ errorCode: 109 });
    expect(await triggerForgotPassword('regular@kasino.test', '1985-04-12')).toMatchObject({ success: true });
    const code = mailOf(world())[0]?.code ?? '';
    expect(await modifyForgotPassword(code, 'Uusi-salasana', 'Toinen-salasana')).toMatchObject({ errorCode: 213 });
    expect(await modifyForgotPassword(code, 'Uusi-salasana', 'Uusi-salasana')).toMatchObject({ success: true });
    expect(await login({ email: 'regular@kasino.test', password: 'Uusi-salasana' })).toMatchObject({ success: true });
  });
});
