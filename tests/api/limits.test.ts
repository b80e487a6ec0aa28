import {
  cancelNewLossLimits,
  confirmNewLossLimits,
  getLimits,
  removeLossLimit,
  resetRealityCheck,
  resetTime,
  setCoolOff,
  setDailyLimits,
  setMonthlyLimits,
  setRealityCheck,
  setWeeklyLimits,
} from '@/api/main/limits';
import { getDemoGame, getRealGame } from '@/api/main/games';
import { initDeposit } from '@/api/main/payment';
import { newIdempotencyKey } from '@/api/idempotency';
import { mainPost } from '@/api/main/client';
import { okSchema } from '@/api/schemas/common';
import { limitsSchema } from '@/api/schemas/limits';
import { LOSS_LIMIT_KINDS, QUICK_STOP_DAYS } from '@/lib/rules/limits';
import { getCatalogue } from '@/mocks/seed/catalogue';
import { SEED_PASSWORD } from '@/mocks/seed/players';
import { getWorld } from '@/mocks/world/worlds';
import { COOL_OFF, LIMITS, REGULAR, signIn } from './session';
import { cents } from '@/lib/money';
import { http, HttpResponse } from 'msw';
import { server } from '../utils/msw';

const NO_LIMITS = 1401;
const MINUTE = 60_000;
const DAY = 86_400_000;
const near = (iso: string | null, expected: number) => expect(Math.abs(Date.parse(iso ?? '') - expected)).toBeLessThan(5_000);

describe('GET /player/limits', () => {
  it('gives the limits, the pending increases as trueLimits with a kind, and no cool-off', async () => {
    signIn(LIMITS);
    const result = await getLimits();
    if (!result.success) throw new Error(result.error);
    expect(result.data.limits.dailyLoss).toMatchObject({ amount: 5_000, newAmount: 10_000, minAmount: 1_000, maxAmount: 10_000_000, autoRenew: true, currency: 'EUR' });
    expect(result.data.limits.monthlyLoss).toMatchObject({ amount: 200_000, newAmount: null });
    expect(result.data.trueLimits).toEqual([
      { kind: 'dailyLoss', amount: 5_000, newAmount: 10_000, increasingToBeConfirmed: true },
      { kind: 'weeklyLoss', amount: 20_000, newAmount: 40_000, increasingToBeConfirmed: true },
      { kind: 'monthlyLoss', amount: 200_000, newAmount: null, increasingToBeConfirmed: false },
    ]);
    expect(result.data.coolOff).toBeNull();
    expect(result.data.realityCheck).toEqual({ intervalMinutes: null, nextTime: null, due: false });
  });

  it('gives the cool-off end while one is in force, and an unset daily limit as null', async () => {
    const player = signIn(COOL_OFF);
    const result = await getLimits();
    expect(result.success && result.data.coolOff).toEqual({ until: player.coolOffUntil });
    expect(result.success && result.data.limits.dailyLoss.amount).toBeNull();
    getWorld().clockOffsetMs = 4 * DAY;
    const later = await getLimits();
    expect(later.success && later.data.coolOff).toBeNull();
  });
});

it('normalises other backends: missing kinds unset, a bare coolOff flag, trueLimits without a kind dropped', () => {
  const parsed = limitsSchema.parse({
    limits: { weeklyLoss: { amount: '1000.00' }, coolOff: false },
    trueLimits: [{ monthlyLoss: { id: 3 }, amount: 2000, newAmount: 2500, increasingToBeConfirmed: true }, { amount: 5 }],
  });
  expect(parsed.limits.dailyLoss).toMatchObject({ amount: null, minAmount: 1_000, maxAmount: 10_000_000 });
  expect(parsed.limits.weeklyLoss).toMatchObject({ amount: 100_000, usedAmount: 0, autoRenew: false, currency: 'EUR' });
  expect(parsed.coolOff).toBeNull();
  expect(parsed.trueLimits).toEqual([{ kind: 'monthlyLoss', amount: 200_000, newAmount: 250_000, increasingToBeConfirmed: true }]);
  expect(parsed.realityCheck).toBeNull();
});

describe('the cool-off a limits answer carries (spec 3: a record or a flag)', () => {
  const END = '2031-05-04T10:00:00.000Z';
  const coolOffOf = (limits: Record<string, unknown>) => limitsSchema.parse({ limits }).coolOff;

  it.each([
    ['absent', {}],
    ['null', { coolOff: null }],
    ['false', { coolOff: false }],
    ['a shape never seen (a number)', { coolOff: 1 }],
  ])('is none when %s', (_, limits) => {
    expect(coolOffOf(limits)).toBeNull();
  });

  it.each([
    ['true', { coolOff: true }],
    ['{ endTime: null }', { coolOff: { endTime: null } }],
    ['an object without endTime', { coolOff: {} }],
    ['an endTime that is no date', { coolOff: { endTime: 'soon' } }],
    ['an endTime that is neither a timestamp nor epoch milliseconds', { coolOff: { endTime: [2031] } }],
  ])('is in force with no known end when %s', (_, limits) => {
    expect(coolOffOf(limits)).toEqual({ until: null });
  });

  it('is in force until its endTime, a timestamp or epoch milliseconds (a past one ends it in the rules)', () => {
    expect(coolOffOf({ coolOff: { endTime: END } })).toEqual({ until: END });
    expect(coolOffOf({ coolOff: { endTime: Date.parse(END) } })).toEqual({ until: END });
  });
});

describe('loss limits', () => {
  it('apply a decrease or a first limit at once', async () => {
    const player = signIn(REGULAR);
    expect(await setDailyLimits(cents(5_000), false)).toMatchObject({ success: true });
    expect(player.limits.dailyLoss).toMatchObject({ amount: 5_000, autoRenew: false, newAmount: null, increasingToBeConfirmed: false });
    expect(await setWeeklyLimits(cents(50_000), true)).toMatchObject({ success: true });
    expect(player.limits.weeklyLoss.amount).toBe(50_000);
  });

  it('keep an increase waiting a day, then pending until it is confirmed', async () => {
    const player = signIn(REGULAR);
    expect(await setWeeklyLimits(cents(150_000), true)).toMatchObject({ success: true });
    expect(player.limits.weeklyLoss).toMatchObject({ amount: 100_000, newAmount: 150_000, increasingToBeConfirmed: true });
    near(player.limits.weeklyLoss.amountEffectiveTime, Date.now() + DAY);
    const waiting = await getLimits();
    expect(waiting.success && waiting.data.limits.weeklyLoss).toMatchObject({ amount: 100_000, newAmount: 150_000, amountEffectiveTime: player.limits.weeklyLoss.amountEffectiveTime });
    // Not yet to be confirmed: the confirmation modal asks once the wait is over.
    expect(waiting.success && waiting.data.trueLimits.find((l) => l.kind === 'weeklyLoss')).toEqual({ kind: 'weeklyLoss', amount: 100_000, newAmount: 150_000, increasingToBeConfirmed: false });
    expect(await confirmNewLossLimits(['weekly'])).toMatchObject({ success: false, errorCode: 180, params: { amountEffectiveTime: player.limits.weeklyLoss.amountEffectiveTime } });
    getWorld().clockOffsetMs = DAY + MINUTE;
    const pending = await getLimits();
    expect(pending.success && pending.data.trueLimits.find((l) => l.kind === 'weeklyLoss')).toEqual({ kind: 'weeklyLoss', amount: 100_000, newAmount: 150_000, increasingToBeConfirmed: true });
    expect(await confirmNewLossLimits(['weekly'])).toMatchObject({ success: true });
    expect(player.limits.weeklyLoss).toMatchObject({ amount: 150_000, newAmount: null, increasingToBeConfirmed: false, amountEffectiveTime: null });
  });

  it('cancel a waiting increase at any time, and a lower amount replaces it at once', async () => {
    const player = signIn(REGULAR);
    await setMonthlyLimits(cents(300_000), true);
    expect(await cancelNewLossLimits(['monthlyLoss'])).toMatchObject({ success: true });
    expect(player.limits.monthlyLoss).toMatchObject({ amount: 200_000, newAmount: null, increasingToBeConfirmed: false, amountEffectiveTime: null });
    await setMonthlyLimits(cents(300_000), true);
    expect(await setMonthlyLimits(cents(150_000), false)).toMatchObject({ success: true });
    expect(player.limits.monthlyLoss).toMatchObject({ amount: 150_000, newAmount: null, increasingToBeConfirmed: false, autoRenew: false });
  });

  it('ask for the removal confirmation, then remove a limit after the wait and a confirmation', async () => {
    const player = signIn(REGULAR);
    expect(await mainPost('player/limit/loss', { weeklyAmount: '0.00' }, okSchema)).toMatchObject({ success: false, errorCode: 180, params: { confirm: 'weeklyRemovalConfirmed' } });
    expect(player.limits.weeklyLoss).toMatchObject({ amount: 100_000, increasingToBeConfirmed: false });
    expect(await removeLossLimit('weeklyLoss')).toMatchObject({ success: true });
    // A removal loosens the protection: it waits like an increase, the limit still in force.
    expect(player.limits.weeklyLoss).toMatchObject({ amount: 100_000, newAmount: null, increasingToBeConfirmed: true });
    near(player.limits.weeklyLoss.amountEffectiveTime, Date.now() + DAY);
    const waiting = await getLimits();
    expect(waiting.success && waiting.data.limits.weeklyLoss).toMatchObject({ amount: 100_000, newAmount: null });
    expect(waiting.success && waiting.data.limits.weeklyLoss.amountEffectiveTime).not.toBeNull();
    // The daily limit may now go up to the monthly one: a removed weekly limit bounds nothing.
    expect(await setDailyLimits(cents(150_000), true)).toMatchObject({ success: true });
    getWorld().clockOffsetMs = DAY + MINUTE;
    expect(await confirmNewLossLimits(['weekly'])).toMatchObject({ success: true });
    expect(player.limits.weeklyLoss).toMatchObject({ amount: null, newAmount: null, increasingToBeConfirmed: false });
    expect(await removeLossLimit('weekly')).toMatchObject({ success: false, errorCode: 180 });
  });

  it('give a player who has set none the default deposit limits, which a first save makes their own', async () => {
    const player = signIn(NO_LIMITS);
    const none = await getLimits();
    if (!none.success) throw new Error(none.error);
    expect(LOSS_LIMIT_KINDS.map((kind) => none.data.limits[kind].amount)).toEqual([null, null, null]);
    expect(none.data.trueLimits).toEqual([]);
    // Compared with the defaults: a daily limit above the default weekly 1000 € is refused.
    expect(await setDailyLimits(cents(150_000), true)).toMatchObject({ success: false, errorCode: 180, params: { kind: 'dailyLoss', other: 'weeklyLoss' } });
    expect(await setDailyLimits(cents(5_000), true)).toMatchObject({ success: true });
    expect(LOSS_LIMIT_KINDS.map((kind) => player.limits[kind].amount)).toEqual([5_000, 100_000, 200_000]);
  });

  it('confirm or cancel several kinds at once, by period or by kind', async () => {
    const player = signIn(LIMITS);
    expect(await confirmNewLossLimits(['dailyLoss'])).toMatchObject({ success: true });
    expect(player.limits.dailyLoss).toMatchObject({ amount: 10_000, newAmount: null, increasingToBeConfirmed: false });
    expect(await cancelNewLossLimits(['weekly'])).toMatchObject({ success: true });
    expect(player.limits.weeklyLoss).toMatchObject({ amount: 20_000, newAmount: null, increasingToBeConfirmed: false });
    const after = await getLimits();
    expect(after.success && after.data.trueLimits.some((l) => l.increasingToBeConfirmed)).toBe(false);
  });

  it('refuse to confirm or cancel what is not pending, changing nothing', async () => {
    const player = signIn(LIMITS);
    expect(await confirmNewLossLimits(['daily', 'monthly'])).toMatchObject({ success: false, errorCode: 180 });
    expect(await cancelNewLossLimits(['monthly'])).toMatchObject({ success: false, errorCode: 180 });
    expect(player.limits.dailyLoss).toMatchObject({ amount: 5_000, increasingToBeConfirmed: true });
  });

  it('take whole euros from 10 to 100000 only', async () => {
    const player = signIn(REGULAR);
    for (const amount of [900, 1_050, 10_000_100]) {
      expect(await setDailyLimits(cents(amount), true)).toMatchObject({ success: false, errorCode: 180, params: { minAmount: 10, maxAmount: 100_000 } });
    }
    expect(player.limits.dailyLoss.amount).toBeNull();
  });

  it('keep daily ≤ weekly ≤ monthly (180 with the rule)', async () => {
    const player = signIn(REGULAR);
    expect(await setDailyLimits(cents(150_000), true)).toMatchObject({ success: false, errorCode: 180, params: { rule: 'noHigherThan', kind: 'dailyLoss', other: 'weeklyLoss' } });
    expect(await setWeeklyLimits(cents(300_000), true)).toMatchObject({ success: false, errorCode: 180, params: { kind: 'weeklyLoss', other: 'monthlyLoss' } });
    expect(await setMonthlyLimits(cents(50_000), true)).toMatchObject({ success: false, errorCode: 180 });
    expect(player.limits.weeklyLoss).toMatchObject({ amount: 100_000, newAmount: null });
    expect(player.limits.monthlyLoss.amount).toBe(200_000);
  });
});

describe('cool-off', () => {
  it('takes 1, 3 or 7 days and the password, then blocks deposits', async () => {
    const player = signIn(REGULAR);
    const result = await setCoolOff(3, SEED_PASSWORD);
    if (!result.success) throw new Error(result.error);
    near(result.data.coolOffUntil, Date.now() + 3 * DAY);
    expect(player.coolOffUntil).toBe(result.data.coolOffUntil);
    expect(await initDeposit({ amount: cents(2_000), method: 'bank', locale: 'fi', idempotencyKey: newIdempotencyKey() })).toMatchObject({ success: false, errorCode: 217 });
  });

  it("the quick stop's one day refuses deposits and real play (217) until it ends, and leaves demo play open", async () => {
    const player = signIn(REGULAR);
    const game = getCatalogue().games[0];
    if (!game) throw new Error('no game in the catalogue');
    expect(await getRealGame(game.id)).toMatchObject({ success: true });
    const result = await setCoolOff(QUICK_STOP_DAYS, SEED_PASSWORD);
    if (!result.success) throw new Error(result.error);
    near(result.data.coolOffUntil, Date.now() + DAY);
    const deposit = () => initDeposit({ amount: cents(2_000), method: 'bank', locale: 'en', idempotencyKey: newIdempotencyKey() });
    const refused = { success: false, errorCode: 217, params: { expireTimestamp: player.coolOffUntil } };
    expect(await deposit()).toMatchObject(refused);
    expect(await getRealGame(game.id)).toMatchObject(refused);
    expect(await getDemoGame(game.id)).toMatchObject({ success: true, data: { mode: 'demo' } });
    getWorld().clockOffsetMs = DAY + MINUTE;
    expect(await getRealGame(game.id)).toMatchObject({ success: true, data: { mode: 'real' } });
    expect(await deposit()).toMatchObject({ success: true });
  });

  // Spec 3 shows no response shape beyond the fields it names, and coolOffUntil is not one of them.
  it('takes a bare success as a cool-off started, its end not said', async () => {
    server.use(http.post('*/main/player/limit/coolOff', () => HttpResponse.json({ success: true })));
    signIn(REGULAR);
    const result = await setCoolOff(1, SEED_PASSWORD);
    expect(result.success && result.data).toEqual({ coolOffUntil: null });
  });

  it('answers 109 on a wrong password and 180 on other day counts, changing nothing', async () => {
    const player = signIn(REGULAR);
    expect(await setCoolOff(1, 'wrong')).toMatchObject({ success: false, errorCode: 109 });
    // @ts-expect-error: the type allows only 1, 3 or 7; the backend must refuse others too.
    expect(await setCoolOff(2, SEED_PASSWORD)).toMatchObject({ success: false, errorCode: 180 });
    expect(player.coolOffUntil).toBeNull();
  });
});

describe('reality check', () => {
  it('sets an interval, falls due on the world clock, and resets', async () => {
    signIn(REGULAR);
    const set = await setRealityCheck(30);
    if (!set.success) throw new Error(set.error);
    expect(set.data).toMatchObject({ intervalMinutes: 30, due: false });
    near(set.data.nextTime, Date.now() + 30 * MINUTE);
    getWorld().clockOffsetMs = 31 * MINUTE;
    const due = await getLimits();
    expect(due.success && due.data.realityCheck).toMatchObject({ intervalMinutes: 30, due: true });
    const reset = await resetRealityCheck();
    expect(reset).toMatchObject({ success: true, data: { intervalMinutes: 30, due: false } });
    near(reset.success ? reset.data.nextTime : null, Date.now() + 61 * MINUTE);
    const snoozed = await resetTime(5);
    near(snoozed.success ? snoozed.data.nextTime : null, Date.now() + 36 * MINUTE);
    expect(await setRealityCheck(0)).toMatchObject({ success: true, data: { intervalMinutes: null, nextTime: null, due: false } });
  });

  it('refuses intervals out of range and a reset time without an interval', async () => {
    signIn(REGULAR);
    expect(await setRealityCheck(1_441)).toMatchObject({ success: false, errorCode: 180 });
    expect(await setRealityCheck(-5)).toMatchObject({ success: false, errorCode: 180 });
    expect(await resetTime(5)).toMatchObject({ success: false, errorCode: 180 });
  });
});

it('every limits call answers 115 without a session', async () => {
  const results = await Promise.all([
    getLimits(),
    setDailyLimits(cents(2_000), true),
    confirmNewLossLimits(['daily']),
    cancelNewLossLimits(['weekly']),
    setCoolOff(1, SEED_PASSWORD),
    setRealityCheck(30),
    resetRealityCheck(),
    resetTime(5),
  ]);
  for (const result of results) expect(result).toMatchObject({ success: false, errorCode: 115 });
  expect(getWorld().players.find((p) => p.userId === LIMITS)?.limits.dailyLoss.increasingToBeConfirmed).toBe(true);
});
