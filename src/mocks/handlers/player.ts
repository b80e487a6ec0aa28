import { HttpResponse } from 'msw';
import { addCents, toWireNumber } from '@/lib/money';
import { sendMail } from '../world/mail';
import type { PlayerRecord } from '../world/types';
import { now } from '../world/worlds';
import { fail, formOf, ok, text } from './respond';
import { route } from './route';
import { withPlayer } from './session';
import { EMAIL, PHONE, passwordMatches, passwordProblem, rateLimited } from './validation';
import { isValidPlayerField, PLAYER_TEXT_FIELDS } from '@/lib/rules/account';

/** The player as spec 3 names its fields. */
export const playerJson = (p: PlayerRecord) => ({
  userId: p.userId,
  nickName: p.nickName,
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  address: p.address,
  houseNumber: p.houseNumber,
  zipCode: p.zipCode,
  city: p.city,
  country: p.country,
  phoneNumber: p.phoneNumber,
  phoneNumberVerified: p.phoneNumberVerified,
  receiveEmail: p.receiveEmail,
  receiveSms: p.receiveSms,
  lastLoginTime: p.lastLoginTime,
});

export const balanceJson = (p: PlayerRecord) => ({
  cash: toWireNumber(p.cash),
  promo: toWireNumber(p.promo),
  balance: toWireNumber(addCents(p.cash, p.promo)),
  currency: 'EUR',
  currentTurnover: toWireNumber(p.currentTurnover),
  totalTurnover: toWireNumber(p.totalTurnover),
});

/** The code the mock "sends" by SMS or email; fixed so QA can type it, and listed at /__qa/mail. */
export const SMS_CODE = '1234';

export const playerHandlers = [
  route('get', '/main/player', 'main.player', withPlayer((_ctx, p) => HttpResponse.json(playerJson(p)))),
  route('get', '/main/player/balance', 'main.balance', withPlayer((_ctx, p) => HttpResponse.json(balanceJson(p)))),
  route('get', '/main/player/loyalty', 'main.loyalty', withPlayer((_ctx, p) =>
    HttpResponse.json({ points: p.loyaltyPoints, pointsToNextLevel: Math.max(0, 2000 - p.loyaltyPoints), level: p.loyaltyPoints >= 2000 ? 'gold' : 'silver', conversionRate: 100 }),
  )),

  route('post', '/main/player/updatePassword', 'main.updatePassword', withPlayer(async ({ request }, p) => {
    const form = await formOf(request);
    // A player without a password (bank login only) sets a first one without an old one.
    if (p.password !== '' && !passwordMatches(p, text(form, 'oldPassword'))) return fail(109, 'Wrong old password');
    const problem = passwordProblem(text(form, 'password'), text(form, 'confirmPassword'));
    if (problem) return fail(problem.code, problem.error);
    p.password = text(form, 'password');
    return ok({});
  })),

  route('post', '/main/player/updateFields', 'main.updateFields', withPlayer(async ({ request, world }, p) => {
    const form = await formOf(request);
    // Checked as a whole first: a refused field leaves the player as it was.
    for (const field of PLAYER_TEXT_FIELDS) {
      if (field in form && !isValidPlayerField(field, text(form, field))) return fail(195, 'Validate field', { field });
    }
    const email = text(form, 'email');
    if ('email' in form && world.players.some((o) => o !== p && o.email?.toLowerCase() === email.toLowerCase())) return fail(180, 'Duplicate data', { field: 'email' });
    const nick = text(form, 'nickName');
    if ('nickName' in form && world.players.some((o) => o !== p && o.nickName.toLowerCase() === nick.toLowerCase())) return fail(180, 'Duplicate data', { field: 'nickName' });
    for (const flag of ['receiveEmail', 'receiveSms'] as const) if (flag in form) p[flag] = text(form, flag) === 'true';
    for (const field of PLAYER_TEXT_FIELDS) {
      if (!(field in form)) continue;
      if (field === 'phoneNumber' && p.phoneNumber !== text(form, field)) p.phoneNumberVerified = false;
      // A new address is unconfirmed, and a code sent to the old one no longer confirms it.
      if (field === 'email' && p.email?.toLowerCase() !== text(form, field).toLowerCase()) {
        p.emailVerified = false;
        emailCodes.delete(p);
      }
      p[field] = text(form, field);
    }
    return ok({});
  })),

  route('post', '/main/player/email', 'main.validateEmail', withPlayer(async ({ request, world }, p) => {
    if (rateLimited(world, `email:${p.userId}`, 5)) return new HttpResponse('Too Many Requests', { status: 429, statusText: 'Too Many Requests' });
    const email = text(await formOf(request), 'email');
    if (!EMAIL.test(email)) return fail(195, 'Validate field', { field: 'email' });
    if (world.players.some((o) => o !== p && o.email?.toLowerCase() === email.toLowerCase())) return fail(180, 'Duplicate data', { field: 'email' });
    return ok({});
  })),

  route('post', '/main/player/nickname', 'main.validateNickname', withPlayer(async ({ request, world }, p) => {
    const nickname = text(await formOf(request), 'nickname');
    if (nickname.length < 3 || nickname.length > 20) return fail(195, 'Validate field', { field: 'nickName' });
    if (world.players.some((o) => o !== p && o.nickName.toLowerCase() === nickname.toLowerCase())) return fail(180, 'Duplicate data', { field: 'nickName' });
    return ok({});
  })),

  route('post', '/main/player/phonenumber', 'main.validatePhone', withPlayer(async ({ request }) => {
    const phone = text(await formOf(request), 'phonenumber');
    return PHONE.test(phone) ? ok({}) : fail(195, 'Validate field', { field: 'phoneNumber' });
  })),

  route('post', '/main/player/changeLanguage', 'main.changeLanguage', withPlayer(async ({ request }, p) => {
    const language = text(await formOf(request), 'language');
    if (language !== 'fi' && language !== 'en' && language !== 'et') return fail(195, 'Validate field', { field: 'language' });
    p.language = language;
    return ok({});
  })),

  route('get', '/main/player/sendVerificationSms', 'main.sendVerificationSms', withPlayer(({ world }, p) => {
    if (!p.phoneNumber) return fail(195, 'Validate field', { field: 'phoneNumber' });
    if (rateLimited(world, `sms:${p.userId}`, 5)) return fail(429, 'Too many requests');
    p.smsCode = SMS_CODE;
    sendMail(world, { to: p.phoneNumber, kind: 'sms', code: SMS_CODE, sentAt: now(world).toISOString() });
    sms.set(p, [...(sms.get(p) ?? []), { createdTime: now(world).toISOString(), phoneNumber: p.phoneNumber }]);
    return ok({});
  })),

  route('get', '/main/player/smsVerificationHistory', 'main.smsVerificationHistory', withPlayer((_ctx, p) =>
    HttpResponse.json({ messages: sms.get(p) ?? [] }),
  )),

  route('post', '/main/player/verifySmsShortCode', 'main.verifySmsShortCode', withPlayer(async ({ request }, p) => {
    if (!p.smsCode || text(await formOf(request), 'code') !== p.smsCode) return fail(195, 'Validate field', { field: 'code' });
    p.smsCode = null;
    p.phoneNumberVerified = true;
    return ok({});
  })),

  route('get', '/main/player/sendVerificationEmail', 'main.sendVerificationEmail', withPlayer(({ world }, p) => {
    if (!p.email) return fail(195, 'Validate field', { field: 'email' });
    if (rateLimited(world, `emailCode:${p.userId}`, 5)) return fail(429, 'Too many requests');
    emailCodes.set(p, SMS_CODE);
    sendMail(world, { to: p.email, kind: 'emailCode', code: SMS_CODE, sentAt: now(world).toISOString() });
    return ok({});
  })),

  route('post', '/main/player/verifyEmailShortCode', 'main.verifyEmailShortCode', withPlayer(async ({ request }, p) => {
    const code = emailCodes.get(p);
    if (!code || code !== text(await formOf(request), 'code')) return fail(195, 'Validate field', { field: 'code' });
    emailCodes.delete(p);
    p.emailVerified = true;
    return ok({});
  })),
];

const sms = new WeakMap<PlayerRecord, { createdTime: string; phoneNumber: string }[]>();
const emailCodes = new WeakMap<PlayerRecord, string>();
