import { addCents, cents, toWireNumber } from '@/lib/money';
import { depositAmountError } from '@/lib/rules/deposit';
import { LOSS_LIMIT_KINDS } from '@/lib/rules/limits';
import type { Locale } from '@/routes/href';
import { fail } from './respond';
import type { Cents, PlayerRecord, World } from '../world/types';
import { now } from '../world/worlds';

/** The one method the mock offers; it takes the spec's default deposit bounds. */
export const METHOD = 'bank';
export const APP_ORIGIN = 'http://localhost:3000';

/** A player has stored payment details once a deposit went through. */
export const storedReferenceOf = (player: PlayerRecord): string | null =>
  player.deposits.some((d) => d.status === 'ok') ? `stored-${player.userId}` : null;

const LOOPBACK = /^(localhost|127\.0\.0\.1)$/;
const LOCALE_PATH = /^\/(fi|en|et)(\/|$)/;

/**
 * Where to send the browser back to, from the request's `returnUrl` query parameter: its
 * origin, and its locale when the path starts with one. FIN stands for both Finnish and
 * English (spec 9), so without a locale path the player's own language decides (a new
 * customer's, `player` null: Finnish). Only loopback addresses are honoured, so the mock cannot
 * bounce players elsewhere. A new customer comes back to the page itself (`keepPage`): its
 * `?panel=deposit` opens the deposit panel on the result.
 */
export function returnTo(request: Request, language: string, player: PlayerRecord | null, keepPage = false): string {
  const own: Locale = player?.language ?? 'fi';
  const fallbackLocale: Locale = language === 'EST' ? 'et' : language === 'FIN' && own === 'et' ? 'fi' : own;
  const raw = new URL(request.url).searchParams.get('returnUrl');
  let url: URL | null = null;
  try {
    url = raw ? new URL(raw) : null;
  } catch {
    url = null;
  }
  if (!url || !/^https?:$/.test(url.protocol) || !LOOPBACK.test(url.hostname)) return `${APP_ORIGIN}/${fallbackLocale}`;
  if (keepPage && LOCALE_PATH.test(url.pathname)) return `${url.origin}${url.pathname}${url.search}`;
  return `${url.origin}/${LOCALE_PATH.exec(url.pathname)?.[1] ?? fallbackLocale}`;
}

/** Where the provider sends the browser back to, per deposit token; a world reset forgets them. */
const returns = new WeakMap<World, Map<string, string>>();

export function rememberReturn(world: World, token: string, url: string): void {
  const map = returns.get(world) ?? new Map<string, string>();
  map.set(token, url);
  returns.set(world, map);
}

export const returnOf = (world: World, token: string): string => returns.get(world)?.get(token) ?? `${APP_ORIGIN}/fi`;

export const coolOffActive = (world: World, player: PlayerRecord): boolean =>
  player.coolOffUntil !== null && Date.parse(player.coolOffUntil) > now(world).getTime();

/** Why a deposit of this amount is refused (spec 8: 117, 217, 122), or null. */
export function depositRefusal(world: World, player: PlayerRecord, amount: Cents | null): Response | null {
  // An amount that is no amount is refused like one below the minimum.
  const outside = amount === null ? null : depositAmountError(amount)?.key;
  if (amount === null || outside === 'forms:minDeposit') return fail(117, 'Deposit amount below the minimum', { paymentLimit: 'minAmount' });
  if (outside === 'forms:maxDeposit') return fail(117, 'Deposit amount above the maximum', { paymentLimit: 'maxAmount' });
  if (coolOffActive(world, player)) return fail(217, 'Cool-off in force', { expireTimestamp: player.coolOffUntil });
  for (const kind of LOSS_LIMIT_KINDS) {
    const limit = player.limits[kind];
    if (limit.amount !== null && amount > limit.amount - limit.usedAmount) {
      return fail(122, 'Gaming limit reached', { limit: kind, remaining: toWireNumber(cents(Math.max(0, limit.amount - limit.usedAmount))) });
    }
  }
  return null;
}

/** A successful deposit: cash up, and it counts against every deposit limit. */
export function credit(player: PlayerRecord, amount: Cents): void {
  player.cash = addCents(player.cash, amount);
  for (const kind of LOSS_LIMIT_KINDS) player.limits[kind].usedAmount = addCents(player.limits[kind].usedAmount, amount);
}
