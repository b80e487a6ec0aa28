import { useEffect, useRef } from 'react';
import type { ApiResult } from '@/api/errors';
import { lazyCall } from '@/api/lazy';
import { serverNow } from '@/lib/clock';
import type { Cents } from '@/lib/money';
import { netResult, realityCheckStep } from '@/lib/rules/reality-check';
import { useProfile } from '@/state/profile';
import { unwrap } from '../core/fetcher';
import { useQuery } from '../core/query';
import { walletKeys } from '../wallet/keys';
import { useLimits } from './limits-query';
import { useRefreshLimits } from './limits-mutation';

const getGameTransactionsPages = lazyCall('transactions', 'getGameTransactionsPages');
const restartRealityCheck = lazyCall('limits', 'resetTime');
/** Continue: the next reminder comes an interval from now (spec 7.1 realityCheck/reset). */
export const resetRealityCheck = lazyCall('limits', 'resetRealityCheck');

/**
 * Whether the reality check is due now, and which reminder it is (its time, so one the player
 * has answered is told apart from the next). A reminder that counts from before this session is
 * restarted from the session's start here (src/lib/rules/reality-check.ts), once per reminder.
 * Reads the limits query that AfterLoginData polls every 5 s (spec 9).
 */
export function useRealityCheckReminder(): { known: boolean; due: boolean; reminder: string } {
  const limits = useLimits().data;
  const check = limits?.realityCheck ?? null;
  const { sessionStart } = useProfile();
  const refresh = useRefreshLimits();
  const step = realityCheckStep(check, sessionStart, serverNow());
  const reminder = `${check?.nextTime ?? ''}@${sessionStart?.toISOString() ?? ''}`;
  const restarted = useRef<string | null>(null);
  const minutes = step.action === 'restart' ? step.minutes : null;
  useEffect(() => {
    if (minutes === null || restarted.current === reminder) return;
    restarted.current = reminder;
    void restartRealityCheck(minutes).then(() => refresh());
  }, [minutes, reminder, refresh]);
  // Known once the limits have answered and, with a reminder set, the session's start too: the
  // protective modals' order is decided on both, not on whichever answered first.
  const known = limits !== undefined && (!check?.intervalMinutes || sessionStart !== null);
  return { known, due: step.action === 'remind', reminder };
}

/** At most this many pages of rounds (10 a page) are summed; a longer session is not guessed at. */
export const MAX_SESSION_PAGES = 100;
const PARALLEL_PAGES = 4;

export type SessionNet = { net: Cents; rounds: number; complete: true } | { complete: false };

async function sessionNet(startTime: string): Promise<ApiResult<SessionNet>> {
  const first = await getGameTransactionsPages(1, { startTime });
  if (!first.success) return first;
  const pageCount = first.data.pageCount;
  if (pageCount > MAX_SESSION_PAGES) return { success: true, data: { complete: false } };
  const rounds = [...first.data.items];
  for (let page = 2; page <= pageCount; page += PARALLEL_PAGES) {
    const batch = Array.from({ length: Math.min(PARALLEL_PAGES, pageCount - page + 1) }, (_, i) => getGameTransactionsPages(page + i, { startTime }));
    for (const result of await Promise.all(batch)) {
      if (!result.success) return result;
      rounds.push(...result.data.items);
    }
  }
  return { success: true, data: { net: netResult(rounds), rounds: rounds.length, complete: true } };
}

/**
 * What the player has won minus bet since the session began: every round from its start, read
 * afresh for each reminder (no earlier reminder's figure is shown first).
 */
export function useSessionNetQuery(sessionStart: Date | null, reminder: string) {
  const startTime = sessionStart?.toISOString() ?? '';
  return useQuery(sessionStart ? walletKeys.sessionNet(startTime, reminder) : null, unwrap(() => sessionNet(startTime)), { revalidateOnFocus: false });
}
