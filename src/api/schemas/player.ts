import * as z from 'zod/mini';
import { cents } from '@/lib/money';
import { currency, money, timestamp } from './common';

/** Spec 3 "Player". Text fields a backend may leave out default to empty. */
const optionalText = z.pipe(z.nullish(z.string()), z.transform((v) => v ?? ''));

export const playerSchema = z.lazy(() => z.object({
  userId: z.union([z.int(), z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))]),
  nickName: optionalText,
  firstName: optionalText,
  lastName: optionalText,
  email: z._default(z.nullable(z.string()), null),
  address: optionalText,
  houseNumber: optionalText,
  zipCode: optionalText,
  city: optionalText,
  country: optionalText,
  phoneNumber: z._default(z.nullable(z.string()), null),
  phoneNumberVerified: z._default(z.boolean(), false),
  receiveEmail: z._default(z.boolean(), false),
  receiveSms: z._default(z.boolean(), false),
  lastLoginTime: z._default(z.nullable(timestamp), null),
}));
export type Player = z.infer<typeof playerSchema>;

/** Spec 3 "Balance", in cents. */
export const balanceSchema = z.lazy(() => z.object({
  cash: money,
  promo: money,
  balance: money,
  currency,
  currentTurnover: z._default(money, cents(0)),
  totalTurnover: z._default(money, cents(0)),
}));
export type Balance = z.infer<typeof balanceSchema>;

/** Spec 3 "Activity": activities[0].createdTime is the session start. */
export const activitySchema = z.lazy(() => z.object({
  activities: z.array(z.looseObject({ createdTime: timestamp })),
}));
export type Activity = z.infer<typeof activitySchema>;

export const loyaltySchema = z.lazy(() => z.object({
  points: z.int(),
  pointsToNextLevel: z._default(z.int(), 0),
  level: z._default(z.string(), ''),
  conversionRate: z._default(z.number(), 100),
}));
export type Loyalty = z.infer<typeof loyaltySchema>;

/** Login answers carry the session in an HttpOnly cookie; the body may name the player. */
export const loginSchema = z.lazy(() => z.looseObject({ userId: z.optional(z.unknown()) }));

export const bankLoginInitSchema = z.lazy(() => z.object({ token: z.string(), redirectUrl: z.string() }));
export const bankLoginStatusSchema = z.lazy(() => z.object({ status: z.enum(['pending', 'ok', 'failed']) }));

export const smsHistorySchema = z.lazy(() => z.object({
  messages: z._default(z.array(z.looseObject({ createdTime: timestamp, phoneNumber: z.string() })), []),
}));
