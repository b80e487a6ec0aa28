import { avatarFor, isAvatarId } from '@/lib/avatars';
import { cents } from '@/lib/money';
import { PROMOTION_NAMES } from '../seed/promotion-names';
import type { World } from '../world/types';
import { coolOffActive } from './deposit-rules';
import { idempotent } from './idempotency';
import { fail, formOf, ok, text } from './respond';
import { route } from './route';
import { bonusGameHandlers } from './second-bonus-game';
import { creditPrize, prizeGames, prizeJson, type Prize } from './second-prizes';
import { newToken, withPlayer } from './session';

/**
 * The second API (spec 7.2), served under /second/ (the app reaches it same-origin as /api/).
 * Every call needs the session cookie (115 without), and every POST the client header (403
 * without, ./route.ts), as the main API's do.
 *
 *   GET  user/avatar            { id, url }   url from src/lib/avatars.ts
 *   POST user/avatar  avatar    { id, url }   195 for an id outside the brand's list
 *   GET  bonuswheel/spin        { available_spins, maxPrizes }
 *   POST bonuswheel/spin        { reference, prize, prizeIndex, available_spins }  uses a spin;
 *                               409 + 180 with none left, 217 under cool-off; needs an
 *                               Idempotency-Key (400 without), a repeat of which answers the
 *                               first answer and uses no spin (./idempotency.ts)
 *   POST bonuswheel/complete  reference   { reference, prize }  credits the prize once;
 *                               180 (404) unknown reference, 180 (409) already completed;
 *                               Idempotency-Key as for the spin: a repeat answers the first answer
 *   GET  bonus-game/progress, bonus-game/rewards   see second-bonus-game.ts
 *
 * The wheel lands on a fixed sequence of segments per player (WHEEL_SEQUENCE), so tests and
 * QA know the prizes: 2.00 EUR promo, then 10 free spins, then 100 loyalty points ...
 */

export function wheelPrizes(): Prize[] {
  const [g0, g1, g2] = prizeGames().map((game) => game.translation);
  return [
    { id: 'w1', type: 'freeSpins', amount: 10, game: g0 ?? '' },
    { id: 'w2', type: 'promo', amount: cents(200) },
    { id: 'w3', type: 'loyaltyPoints', amount: 100 },
    { id: 'w4', type: 'freeSpins', amount: 25, game: g1 ?? g0 ?? '' },
    { id: 'w5', type: 'promo', amount: cents(500) },
    { id: 'w6', type: 'loyaltyPoints', amount: 250 },
    { id: 'w7', type: 'freeSpins', amount: 50, game: g2 ?? g0 ?? '' },
    { id: 'w8', type: 'promo', amount: cents(1_000) },
  ];
}

/** Indexes into wheelPrizes(), cycling per player. */
export const WHEEL_SEQUENCE: readonly number[] = [1, 0, 2, 4, 3, 5, 7, 6];

type WheelSpin = { reference: string; userId: number; prize: Prize; completed: boolean };
type WheelState = { spins: Map<string, WheelSpin>; spunBy: Map<number, number> };
const wheels = new WeakMap<World, WheelState>();

function wheelOf(world: World): WheelState {
  const state = wheels.get(world) ?? { spins: new Map(), spunBy: new Map() };
  wheels.set(world, state);
  return state;
}

const AVATAR_ID = /^\d{1,4}$/;

export const secondHandlers = [
  route('get', '/second/user/avatar', 'second.getAvatar', withPlayer((_ctx, player) => ok(avatarFor(player.avatar)))),
  route('post', '/second/user/avatar', 'second.setAvatar', withPlayer(async ({ request }, player) => {
    const raw = text(await formOf(request), 'avatar');
    const id = AVATAR_ID.test(raw) ? Number(raw) : 0;
    if (!isAvatarId(id)) return fail(195, 'Unknown avatar', { field: 'avatar' });
    player.avatar = id;
    return ok(avatarFor(id));
  })),

  route('get', '/second/bonuswheel/spin', 'second.getBonusWheel', withPlayer((_ctx, player) =>
    ok({ available_spins: player.bonusWheelSpins, maxPrizes: wheelPrizes().map(prizeJson) }),
  )),
  // A spin is worth money: a retry after a lost answer must find the prize it won, not use another spin.
  route('post', '/second/bonuswheel/spin', 'second.spinBonusWheel', withPlayer(idempotent('second.spinBonusWheel', ({ world }, player) => {
    // The wheel hands out money, so a cool-off pauses it like any other play.
    if (coolOffActive(world, player)) return fail(217, 'Cool-off in force', { expireTimestamp: player.coolOffUntil });
    if (player.bonusWheelSpins <= 0) return fail(180, 'No bonus-wheel spins left', undefined, 409);
    const wheel = wheelOf(world);
    const spun = wheel.spunBy.get(player.userId) ?? 0;
    const prizes = wheelPrizes();
    const prizeIndex = WHEEL_SEQUENCE[spun % WHEEL_SEQUENCE.length] ?? 0;
    const prize = prizes[prizeIndex] ?? prizes[0];
    if (!prize) return fail(100, 'The wheel has no prizes');
    const reference = newToken(world);
    wheel.spins.set(reference, { reference, userId: player.userId, prize, completed: false });
    wheel.spunBy.set(player.userId, spun + 1);
    player.bonusWheelSpins -= 1;
    return ok({ reference, prize: prizeJson(prize), prizeIndex, available_spins: player.bonusWheelSpins });
  }))),
  route('post', '/second/bonuswheel/complete', 'second.completeBonusWheel', withPlayer(idempotent('second.completeBonusWheel', async ({ request, world }, player) => {
    const reference = text(await formOf(request), 'reference');
    const spin = wheelOf(world).spins.get(reference);
    if (!spin || spin.userId !== player.userId) return fail(180, 'Unknown bonus-wheel spin', undefined, 404);
    if (spin.completed) return fail(180, 'This spin has already been completed', undefined, 409);
    spin.completed = true;
    creditPrize(world, player, spin.prize, PROMOTION_NAMES.bonusWheel);
    return ok({ reference, prize: prizeJson(spin.prize) });
  }))),

  ...bonusGameHandlers,
];
