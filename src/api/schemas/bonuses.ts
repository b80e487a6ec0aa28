import * as z from 'zod/mini';
import { money, timestamp } from './common';
import { pageOf } from './transactions';

const nullableTimestamp = z.pipe(z.nullish(timestamp), z.transform((value) => value ?? null));
const numericId = z.union([z.int(), z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))]);

/** Spec 3 "Free-spin bonuses": one bonus; its game is games[0]. */
export const freeSpinBonusSchema = z.lazy(() => z.pipe(
  z.object({
    freeSpinsBonusId: numericId,
    name: z.string(),
    freeSpins: z.int(),
    total: money,
    turnoverFactor: z.number(),
    expirationTime: nullableTimestamp,
    createdTime: timestamp,
    cancellable: z.pipe(z.nullish(z.boolean()), z.transform((value) => value ?? false)),
    games: z.pipe(
      z.nullish(z.array(z.object({ translation: z.optional(z.string()), friendlyName: z.optional(z.string()) }))),
      z.transform((value) => value ?? []),
    ),
  }),
  z.transform(({ games, ...bonus }) => ({
    ...bonus,
    game: games[0] ? { translation: games[0].translation ?? '', friendlyName: games[0].friendlyName ?? '' } : null,
  })),
));
export type FreeSpinBonus = z.infer<typeof freeSpinBonusSchema>;

export const freeSpinsPageSchema = z.lazy(() => pageOf(freeSpinBonusSchema));
export type FreeSpinsPage = z.infer<typeof freeSpinsPageSchema>;

/** Spec 3 "Campaign"; freeSpinAmount is a number of spins, the other amounts are money. */
export const campaignSchema = z.lazy(() => z.object({
  campaignId: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  title: z.string(),
  minDepositAmount: money,
  maxPromoLimit: money,
  freeSpinAmount: z.pipe(z.nullish(z.int()), z.transform((value) => value ?? 0)),
  turnoverFactor: z.number(),
}));
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignsSchema = z.lazy(() => z.object({ campaigns: z.array(campaignSchema) }));

/** What a loyalty conversion credited (promo money) and the points left. */
export const loyaltyConversionSchema = z.lazy(() => z.object({ pointAmount: z.int(), amount: money, loyaltyPoints: z.int() }));
export type LoyaltyConversion = z.infer<typeof loyaltyConversionSchema>;
