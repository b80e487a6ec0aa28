import { toWire, type Cents } from '@/lib/money';
import { depositLanguage } from '@/lib/rules/deposit';
import type { Country } from '@/lib/validation';
import type { Locale } from '@/routes/href';
import type { ApiResult } from '../errors';
import { idempotencyHeaders } from '../idempotency';
import { okSchema } from '../schemas/common';
import {
  confirmDepositSchema,
  depositStatusSchema,
  initDepositSchema,
  paymentMethodsSchema,
  withdrawInitSchema,
  withdrawSchema,
  type ConfirmDeposit,
  type DepositStatus,
  type InitDeposit,
  type PaymentMethods,
  type WithdrawInit,
  type Withdraw,
} from '../schemas/payment';
import { mainGet, mainPost } from './client';

/**
 * The app page the provider sends the player back to, e.g. `${location.origin}/en`. The real
 * API knows its own return address; the mock reads this query parameter (loopback only), so
 * the form body stays exactly as spec 7.1 gives it.
 */
const withReturnUrl = (path: string, returnUrl: string | undefined) =>
  returnUrl ? `${path}?returnUrl=${encodeURIComponent(returnUrl)}` : path;

/** A deposit for a campaign names it (campaignId, Campaign's own field in spec 3); one without sends nothing extra. */
const withCampaign = (campaignId: string | undefined) => (campaignId ? { campaignId } : {});

export function getPaymentMethods(): Promise<ApiResult<PaymentMethods>> {
  return mainGet('payment/methods', paymentMethodsSchema);
}

/** A call that moves money: its key comes from the player's action (newIdempotencyKey) and is reused on a retry of it. */
type MovesMoney = { idempotencyKey: string };

export type InitDepositInput = MovesMoney & {
  amount: Cents;
  method: string;
  locale: Locale;
  /**
   * The depositor's country (spec 7.1): a logged-in player's own (spec 3 Player.country, which
   * the backend holds them to), a new customer's choice. Only without one (a player record that
   * has none) is it guessed from the locale, as the bank login's is (spec 9): the page's language
   * does not say where a player lives.
   */
  country?: Country;
  /**
   * The terms and the privacy policy. A logged-in player accepted both when registering (the
   * default); a new customer (spec 6, no session) ticks them in the deposit form.
   */
  policyChecked?: boolean;
  privacyPolicyChecked?: boolean;
  returnUrl?: string;
  /** The deposit campaign the player chose in the campaigns panel (docs/decisions.md "Promotions"); sent only when there is one. */
  campaignId?: string;
  /**
   * A new customer's affiliate (spec 9's cookie, "1" by default): the deposit registers them,
   * so it carries what the registration would (docs/decisions.md "Content"). Sent only when given.
   */
  affiliateReference?: string;
};

/** Starts a provider deposit, a player's or a new customer's: the answer's redirectUrl is the provider's page. */
export function initDeposit({
  amount,
  method,
  locale,
  country,
  policyChecked = true,
  privacyPolicyChecked = true,
  returnUrl,
  idempotencyKey,
  campaignId,
  affiliateReference,
}: InitDepositInput): Promise<ApiResult<InitDeposit>> {
  return mainPost(
    withReturnUrl('payment/initDeposit', returnUrl),
    {
      language: depositLanguage(locale),
      currency: 'EUR',
      amount: toWire(amount),
      method,
      policyChecked,
      privacyPolicyChecked,
      country: country || depositLanguage(locale),
      ...withCampaign(campaignId),
      ...(affiliateReference ? { affiliateReference } : {}),
    },
    initDepositSchema,
    { headers: idempotencyHeaders(idempotencyKey) },
  );
}

export type ConfirmDepositInput = MovesMoney & { amount: Cents; method: string; storedDetailReference: string; returnUrl?: string; campaignId?: string };

/** A deposit with stored payment details: no provider page, the answer's redirectUrl leads back to the app. */
export function confirmDeposit({ amount, method, storedDetailReference, returnUrl, idempotencyKey, campaignId }: ConfirmDepositInput): Promise<ApiResult<ConfirmDeposit>> {
  return mainPost(withReturnUrl('payment/confirmDeposit', returnUrl), { amount: toWire(amount), method, storedDetailReference, ...withCampaign(campaignId) }, confirmDepositSchema, {
    headers: idempotencyHeaders(idempotencyKey),
  });
}

export function depositStatus(token: string): Promise<ApiResult<DepositStatus>> {
  return mainPost('payment/depositStatus', { token }, depositStatusSchema);
}

export type PrefillDepositInput = { address: string; houseNumber: string; phoneNumber: string; city: string; zipCode: string };

export function prefillDeposit(details: PrefillDepositInput): Promise<ApiResult<{ success?: boolean }>> {
  return mainPost('payment/prefillDeposit', details, okSchema);
}

export function initWithdraw(): Promise<ApiResult<WithdrawInit>> {
  return mainGet('payment/initWithdraw', withdrawInitSchema);
}

/** POST /payment/withdraw. */
export function confirmWithdraw({ amount, method, idempotencyKey }: MovesMoney & { amount: Cents; method: string }): Promise<ApiResult<Withdraw>> {
  return mainPost('payment/withdraw', { amount: toWire(amount), method }, withdrawSchema, { headers: idempotencyHeaders(idempotencyKey) });
}

export function cancelWithdraw({ reference, idempotencyKey }: MovesMoney & { reference: string }): Promise<ApiResult<{ success?: boolean }>> {
  return mainPost('payment/cancelWithdraw', { reference }, okSchema, { headers: idempotencyHeaders(idempotencyKey) });
}
