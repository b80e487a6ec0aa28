import type { ApiResult } from '../errors';
import { idempotencyHeaders } from '../idempotency';
import {
  bonusGameProgressSchema,
  bonusGameRewardsSchema,
  bonusWheelCompleteSchema,
  bonusWheelSchema,
  bonusWheelSpinSchema,
  type BonusGameProgress,
  type BonusGameReward,
  type BonusWheel,
  type BonusWheelComplete,
  type BonusWheelSpin,
} from '../schemas/second';
import { secondGet, secondPost } from '../second';

export const getBonusWheel = (): Promise<ApiResult<BonusWheel>> => secondGet('bonuswheel/spin', bonusWheelSchema);

/**
 * Uses one spin; the prize is not credited until `completeBonusWheel` (after the animation).
 * The key names the player's spin: asked again with it after a lost answer, the backend answers
 * that spin (its reference and prize) instead of using another (../idempotency.ts).
 */
export const spinBonusWheel = (idempotencyKey: string): Promise<ApiResult<BonusWheelSpin>> =>
  secondPost('bonuswheel/spin', {}, bonusWheelSpinSchema, { headers: idempotencyHeaders(idempotencyKey) });

/**
 * Credits a spin's prize; a reference completes once only. The key names the player's
 * complete: asked again with it after a lost answer, the backend answers the prize it credited
 * instead of 180 "already completed".
 */
export const completeBonusWheel = (reference: string, idempotencyKey: string): Promise<ApiResult<BonusWheelComplete>> =>
  secondPost('bonuswheel/complete', { reference }, bonusWheelCompleteSchema, { headers: idempotencyHeaders(idempotencyKey) });

/** The timestamp names the bonus-game round asked about; by default the current one. */
const at = (when: Date | number) => (typeof when === 'number' ? Math.trunc(when) : when.getTime());

export const getBonusGameProgress = (when: Date | number = Date.now()): Promise<ApiResult<BonusGameProgress>> =>
  secondGet(`bonus-game/progress?timestamp=${at(when)}`, bonusGameProgressSchema);

export async function getBonusGameRewards(when: Date | number = Date.now()): Promise<ApiResult<BonusGameReward[]>> {
  const result = await secondGet(`bonus-game/rewards?timestamp=${at(when)}`, bonusGameRewardsSchema);
  return result.success ? { success: true, data: result.data.bonusGameRewards } : result;
}
