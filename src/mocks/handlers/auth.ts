import { HttpResponse } from 'msw';
import { seedPlayerDefaults } from '../seed/players';
import { sendMail } from '../world/mail';
import type { PlayerRecord, World } from '../world/types';
import { now } from '../world/worlds';
import { fail, formOf, ok, text } from './respond';
import { route } from './route';
import { clearedSessionCookie, newToken, SESSION_COOKIE, sessionCookie, withPlayer } from './session';
import { ageOn, EMAIL, findByEmail, minimumAge, passwordMatches, passwordProblem, rateLimited } from './validation';
import { affiliateReference } from '@/lib/rules/affiliate';
import { isValidPlayerField } from '@/lib/rules/account';

/** Starts a session: a new activity (its createdTime is the session start) and the cookie. */
export function startSession(world: World, player: PlayerRecord): string {
  const token = newToken(world);
  world.sessions.set(token, player.userId);
  const at = now(world).toISOString();
  player.activities.unshift({ createdTime: at, type: 'login' });
  player.lastLoginTime = at;
  return token;
}

const loggedIn = (world: World, player: PlayerRecord) =>
  ok({ userId: player.userId }, { headers: { 'Set-Cookie': sessionCookie(startSession(world, player)) } });

/** Why an existing account may not log in (spec 8: 111 frozen, 114 not activated, 210 not active). */
export function blocked(player: PlayerRecord): Response | null {
  const params = player.statusExpires ? { expireTimestamp: Date.parse(player.statusExpires) } : undefined;
  if (player.status === 'frozen') return fail(111, 'User frozen');
  if (player.status === 'notActivated') return fail(114, 'Account not activated', params);
  if (player.status === 'inactive') return fail(210, 'User not active', params);
  return null;
}

export const authHandlers = [
  route('post', '/main/login', 'main.login', async ({ request, world }) => {
    const form = await formOf(request);
    const email = text(form, 'email');
    if (rateLimited(world, `login:${email.toLowerCase()}`, 10)) return fail(429, 'Too many requests', undefined, 429);
    if (!EMAIL.test(email)) return fail(107, 'Bad credentials');
    const player = findByEmail(world, email);
    if (!player) return fail(107, 'Bad credentials');
    if (!passwordMatches(player, text(form, 'password'))) return fail(104, 'Bad credentials');
    return blocked(player) ?? loggedIn(world, player);
  }),

  route('post', '/main/logout', 'main.logout', ({ request, world }) => {
    const token = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(request.headers.get('cookie') ?? '')?.[1];
    if (token) world.sessions.delete(token);
    return ok({}, { headers: { 'Set-Cookie': clearedSessionCookie() } });
  }),

  route('post', '/main/autoLogin', 'main.autoLogin', async ({ request, world }) => {
    const t = text(await formOf(request), 't');
    const entry = world.loginTokens.get(t);
    const player = world.players.find((p) => p.userId === entry?.userId);
    if (!entry || entry.status !== 'ok' || !player) return fail(104, 'Bad credentials');
    world.loginTokens.delete(t);
    return blocked(player) ?? loggedIn(world, player);
  }),

  route('post', '/main/player/activate', 'main.activate', async ({ request, world }) => {
    const code = world.codes.get(text(await formOf(request), 'activationCode'));
    if (!code || code.kind !== 'activation') return fail(183, 'Activation code not found');
    if (code.used) return fail(209, 'Activation code used');
    code.used = true;
    const player = world.players.find((p) => p.userId === code.userId);
    if (player) {
      player.status = 'active';
      player.statusExpires = null;
      player.emailVerified = true;
    }
    return ok({});
  }),

  route('post', '/main/player/registerPlayer', 'main.registerPlayer', async ({ request, world }) => {
    const form = await formOf(request);
    const field = (name: string) => text(form, name);
    const required = ['email', 'password', 'confirmPassword', 'country', 'nickName', 'firstName', 'lastName', 'birthDate', 'address', 'zipCode', 'city', 'phoneNumber'];
    const missing = required.find((name) => !field(name));
    if (missing) return fail(195, 'Validate field', { field: missing });
    if (field('policyChecked') !== 'true' || field('privacyPolicyChecked') !== 'true') return fail(155, 'Terms not accepted');
    if (field('ageChecked') !== 'true') return fail(195, 'Validate field', { field: 'ageChecked' });
    if (!EMAIL.test(field('email'))) return fail(195, 'Validate field', { field: 'email' });
    if (findByEmail(world, field('email'))) return fail(180, 'Duplicate data', { field: 'email' });
    if (world.players.some((p) => p.nickName.toLowerCase() === field('nickName').toLowerCase())) return fail(180, 'Duplicate data', { field: 'nickName' });
    const problem = passwordProblem(field('password'), field('confirmPassword'));
    if (problem) return fail(problem.code, problem.error, { field: 'password' });
    const age = ageOn(world, field('birthDate'));
    if (age === null || age < minimumAge(field('country'))) return fail(195, 'Validate field', { field: 'birthDate', minimumAge: minimumAge(field('country')) });
    if (!/^\+\d{3,15}$/.test(field('phoneNumber'))) return fail(195, 'Validate field', { field: 'phoneNumber' });
    if (!isValidPlayerField('zipCode', field('zipCode'))) return fail(195, 'Validate field', { field: 'zipCode' });
    world.nextId += 1;
    const userId = 2000 + world.nextId;
    const player = seedPlayerDefaults({
      userId,
      email: field('email'),
      password: field('password'),
      affiliateReference: affiliateReference(field('affiliateReference')),
      nickName: field('nickName'),
      firstName: field('firstName'),
      lastName: field('lastName'),
      birthDate: field('birthDate'),
      address: field('address'),
      houseNumber: field('houseNumber'),
      zipCode: field('zipCode'),
      city: field('city'),
      country: field('country') === 'EST' ? 'EST' : 'FIN',
      language: (['fi', 'en', 'et'] as const).find((l) => l === field('language')) ?? 'fi',
      phoneNumber: field('phoneNumber'),
      status: 'notActivated',
      emailVerified: false,
      lastLoginTime: null,
      // The registration form asks no marketing consent: the marketing prompt will.
      receiveEmail: false,
      receiveSms: false,
    }, now(world).getTime());
    world.players.push(player);
    const code = newToken(world);
    world.codes.set(code, { userId, kind: 'activation', used: false });
    sendMail(world, { to: field('email'), kind: 'activation', code, sentAt: now(world).toISOString() });
    return ok({ userId });
  }),

  route('post', '/main/player/triggerForgotPassword', 'main.triggerForgotPassword', async ({ request, world }) => {
    const form = await formOf(request);
    const player = findByEmail(world, text(form, 'email'));
    if (!player) return fail(181, 'Email not found');
    if (player.birthDate !== text(form, 'birthDate')) return fail(109, 'Wrong birthday');
    const code = newToken(world);
    world.codes.set(code, { userId: player.userId, kind: 'reset', used: false });
    sendMail(world, { to: player.email ?? '', kind: 'reset', code, sentAt: now(world).toISOString() });
    return ok({});
  }),

  route('post', '/main/player/modifyForgotPassword', 'main.modifyForgotPassword', async ({ request, world }) => {
    const form = await formOf(request);
    const code = world.codes.get(text(form, 'activationCode'));
    if (!code || code.kind !== 'reset') return fail(183, 'Activation code not found');
    if (code.used) return fail(209, 'Activation code used');
    const problem = passwordProblem(text(form, 'password'), text(form, 'confirmPassword'));
    if (problem) return fail(problem.code, problem.error);
    const player = world.players.find((p) => p.userId === code.userId);
    if (!player) return fail(183, 'Activation code not found');
    code.used = true;
    player.password = text(form, 'password');
    return ok({});
  }),

  route('get', '/main/player/activity', 'main.activity', withPlayer((_ctx, player) =>
    HttpResponse.json({ activities: player.activities }),
  )),
];
