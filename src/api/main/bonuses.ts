import type { ApiResult } from '../errors';
import { idempotencyHeaders } from '../idempotency';
import {
  campaignsSchema,
  freeSpinsPageSchema,
  loyaltyConversionSchema,
  type Campaign,
  type FreeSpinsPage,
  type LoyaltyConversion,
} from '../schemas/bonuses';
import { okSchema } from '../schemas/common';
import { mainGet, mainPost } from './client';

export function getFreeSpins(page = 1): Promise<ApiResult<FreeSpinsPage>> {
  return mainGet('player/bonuses/freeSpins', freeSpinsPageSchema, { page });
}

/** Only a cancellable bonus can be cancelled; it then leaves the list. */
export function cancelFreeSpin(freeSpinsBonusId: number): Promise<ApiResult<{ success?: boolean }>> {
  return mainPost('player/bonuses/freeSpins/cancel', { freeSpinsBonusId }, okSchema);
}

/** Code 125 means the player has no stored payment details (the panel asks to add them). */
export async function getDepositCampaigns(): Promise<ApiResult<Campaign[]>> {
  const result = await mainGet('campaigns/depositCampaigns', campaignsSchema);
  return result.success ? { success: true, data: result.data.campaigns } : result;
}

/**
 * Points become promo money (100 points = 1 EUR in the mock). It moves money, so it carries the
 * conversion's idempotency key: a retry after a lost answer converts once (../idempotency.ts).
 */
export function convertLoyaltyPoints(pointAmount: number, idempotencyKey: string): Promise<ApiResult<LoyaltyConversion>> {
  return mainPost('player/convertLoyaltyPoints', { pointAmount }, loyaltyConversionSchema, { headers: idempotencyHeaders(idempotencyKey) });
}
