import { DEPOSIT_BOUNDS, depositAmountError } from '@/lib/rules/deposit';
import { METHOD, rememberReturn, returnTo } from './deposit-rules';
import { idempotent } from './idempotency';
import { amountOf, fail, formOf, ok, text } from './respond';
import type { RouteContext } from './route';
import { newToken, playerOf } from './session';
import type { PlayerRecord } from '../world/types';

/**
 * A visitor's deposit as a new customer (spec 6: it leaves the site; spec 7.1 initDeposit with
 * country, amount, method, currency, policyChecked, privacyPolicyChecked and the language).
 * There is no session: the deposit token is its only key, for depositStatus as for the
 * provider page. An approved one credits nobody in the mock: the real backend keeps it for
 * the account the new customer opens, which the spec does not show.
 */

/** The countries the casino takes new customers from (spec 3, 9); any other is blocked (108). */
const COUNTRIES = new Set(['FIN', 'EST']);
/** The deposit languages (spec 9). */
const LANGUAGES = new Set(['FIN', 'EST']);
/** The fields kept for QA (`GET /__qa/payments`): what the app sent, as it came. */
const RECEIVED = ['country', 'language', 'currency', 'amount', 'method', 'policyChecked', 'privacyPolicyChecked', 'affiliateReference'] as const;

type PlayerResolve = (ctx: RouteContext, player: PlayerRecord) => Response | Promise<Response>;

/** A call a player makes with their session and a new customer without one. */
export const playerOrNewCustomer =
  (forPlayer: PlayerResolve, forNewCustomer: (ctx: RouteContext) => Response | Promise<Response>) =>
  (ctx: RouteContext) => {
    const player = playerOf(ctx.world, ctx.request);
    return player ? forPlayer(ctx, player) : forNewCustomer(ctx);
  };

/**
 * POST /payment/initDeposit without a session, checked as a real backend would: the terms and
 * the privacy policy (155), the country (missing 195, not taken 108), the language (195), the
 * method and currency (129) and the amount within the default bounds (117 with paymentLimit).
 * Idempotent like a player's: a retry with the same key gets the first answer.
 */
export const newCustomerInitDeposit = (ctx: RouteContext) =>
  idempotent<null>('main.initDeposit', async ({ request, world }) => {
    const form = await formOf(request);
    if (text(form, 'policyChecked') !== 'true') return fail(155, 'Terms not accepted', { field: 'policyChecked' });
    if (text(form, 'privacyPolicyChecked') !== 'true') return fail(155, 'Privacy policy not accepted', { field: 'privacyPolicyChecked' });
    const country = text(form, 'country');
    if (!country) return fail(195, 'Missing country', { fields: ['country'] });
    if (!COUNTRIES.has(country)) return fail(108, 'Country blocked');
    const language = text(form, 'language');
    if (!LANGUAGES.has(language)) return fail(195, 'Unknown language', { fields: ['language'] });
    if (text(form, 'method') !== METHOD) return fail(129, 'Payment method not allowed');
    if (text(form, 'currency') !== 'EUR') return fail(129, 'Currency not allowed');
    const amount = amountOf(form, 'amount');
    const outside = amount === null ? 'forms:minDeposit' : depositAmountError(amount, DEPOSIT_BOUNDS)?.key;
    if (amount === null || outside === 'forms:minDeposit') return fail(117, 'Deposit amount below the minimum', { paymentLimit: 'minAmount' });
    if (outside === 'forms:maxDeposit') return fail(117, 'Deposit amount above the maximum', { paymentLimit: 'maxAmount' });
    const token = newToken(world);
    const received = Object.fromEntries(RECEIVED.map((key) => [key, text(form, key)]));
    world.payments.set(token, { userId: null, amount, method: METHOD, status: 'pending', newCustomer: true, received });
    rememberReturn(world, token, returnTo(request, language, null, true));
    const redirectUrl = `${new URL(request.url).origin}/provider/deposit?token=${encodeURIComponent(token)}`;
    return ok({ token, redirectUrl });
  })(ctx, null);
