import * as z from 'zod/mini';
import { avatarFor } from '@/lib/avatars';
import { bonusGameSlug, normaliseBonusGameName } from '@/lib/bonus-game-names';
import { money, timestamp } from './common';

/**
 * The second API (spec 7.2): avatar, bonus wheel and bonus game.
 */

/**
 * Spec 3 "Avatar". The app serves the images itself, so the URL comes from the app's list
 * (src/lib/avatars.ts) and an id it does not know becomes the default avatar (id 1).
 */
export const avatarSchema = z.lazy(() => z.pipe(
  z.object({ id: z.int(), url: z.optional(z.string()) }),
  z.transform(({ id }) => avatarFor(id)),
));

/**
 * setAvatar's answer (spec 7.2 POST /user/avatar {avatar}), whose shape the spec does not show
 * (spec 3): one without an id saved the avatar that was asked for; an id in it is the backend's.
 */
export const savedAvatarSchema = (asked: number) =>
  z.pipe(
    z.looseObject({ id: z.nullish(z.int()) }),
    z.transform(({ id }) => avatarFor(id ?? asked)),
  );

export type { Avatar } from '@/lib/avatars';

/**
 * The game a prize pays free spins on, as the backend names it: possibly a bonus-game variant
 * ('Golden Aurora dx2'), shown and linked without the suffix (spec 9).
 */
const prizeGame = z.pipe(
  z.nullish(z.string()),
  z.transform((name) => (name?.trim() ? { name: normaliseBonusGameName(name), slug: bonusGameSlug(name) } : null)),
);

const id = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
const count = z.int().check(z.nonnegative());

/** Free spins count spins, promo money is cents, loyalty points are points. */
function prizeOf<S extends Record<string, z.ZodMiniType>>(extra: S) {
  return z.discriminatedUnion('type', [
    z.object({ ...extra, id, type: z.literal('freeSpins'), amount: count, game: prizeGame }),
    z.object({ ...extra, id, type: z.literal('promo'), amount: money }),
    z.object({ ...extra, id, type: z.literal('loyaltyPoints'), amount: count }),
  ]);
}

export const prizeSchema = z.lazy(() => prizeOf({}));
export type Prize = z.infer<typeof prizeSchema>;

/** Spec 3 "Bonus wheel": the spins left and the wheel's prizes. */
export const bonusWheelSchema = z.lazy(() => z.object({ available_spins: count, maxPrizes: z.array(prizeSchema) }));
export type BonusWheel = z.infer<typeof bonusWheelSchema>;

/** A spin: the prize is credited only by completing it with its reference. */
export const bonusWheelSpinSchema = z.lazy(() => z.object({
  reference: z.string().check(z.minLength(1)),
  prize: prizeSchema,
  /** Where the wheel stops: the prize's index in maxPrizes. */
  prizeIndex: z._default(count, 0),
  available_spins: count,
}));
export type BonusWheelSpin = z.infer<typeof bonusWheelSpinSchema>;

export const bonusWheelCompleteSchema = z.lazy(() => z.object({ reference: z.string(), prize: prizeSchema }));
export type BonusWheelComplete = z.infer<typeof bonusWheelCompleteSchema>;

/** The bonus-game round that holds the asked-for timestamp. */
export const bonusGameProgressSchema = z.lazy(() => z.object({
  level: z.int().check(z.gte(1)),
  points: count,
  nextLevelPoints: count,
  roundStart: z.optional(timestamp),
  roundEnd: z.optional(timestamp),
}));
export type BonusGameProgress = z.infer<typeof bonusGameProgressSchema>;

export const bonusGameRewardSchema = z.lazy(() => prizeOf({ level: z.int(), createdTime: timestamp }));
export type BonusGameReward = z.infer<typeof bonusGameRewardSchema>;
export const bonusGameRewardsSchema = z.lazy(() => z.object({ bonusGameRewards: z.array(bonusGameRewardSchema) }));
