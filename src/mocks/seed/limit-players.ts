import { cents, type Cents } from '@/lib/money';
import type { LossLimitRecord, PlayerRecord } from '../world/types';
import { DAY_MS } from './random';

const HOUR_MS = 3_600_000;

const limit = (amount: Cents | null, usedAmount: Cents, overrides: Partial<LossLimitRecord> = {}): LossLimitRecord => ({
  amount,
  usedAmount,
  autoRenew: true,
  newAmount: null,
  increasingToBeConfirmed: false,
  amountEffectiveTime: null,
  endTime: null,
  ...overrides,
});

const unset = (): LossLimitRecord => limit(null, cents(0));

/** What seedPlayerDefaults (./players.ts) completes into a player record. */
export type LimitPlayerSeed = Partial<PlayerRecord> & Pick<PlayerRecord, 'userId' | 'nickName' | 'firstName' | 'lastName'>;

/**
 * The responsible-gaming screen's own cases (README "Seeded players"): a player who has set no
 * limit (the default deposit limits show), one who has used part of each limit and is
 * removing the monthly one (a pending removal that is not yet due), and one with a reality
 * check every 15 minutes, set in an earlier session (the app restarts it at the session's start).
 */
export function limitPlayerSeeds(now: number): LimitPlayerSeed[] {
  const iso = (offsetMs: number) => new Date(now + offsetMs).toISOString();
  const logins = [1, 2, 3].map((days) => ({ createdTime: iso(-days * 3 * DAY_MS), type: 'login' as const }));
  return [
    {
      userId: 1401,
      email: 'nolimits@kasino.test',
      nickName: 'Rajaton',
      firstName: 'Reija',
      lastName: 'Rajaton',
      activities: logins,
      cash: cents(5_000),
      limits: { dailyLoss: unset(), weeklyLoss: unset(), monthlyLoss: unset() },
    },
    {
      userId: 1402,
      email: 'spent@kasino.test',
      nickName: 'Pelaaja42',
      firstName: 'Kalle',
      lastName: 'Käyttäjä',
      activities: logins,
      cash: cents(4_250),
      limits: {
        dailyLoss: limit(cents(5_000), cents(2_000)),
        weeklyLoss: limit(cents(20_000), cents(12_000)),
        monthlyLoss: limit(cents(50_000), cents(32_000), {
          autoRenew: false,
          increasingToBeConfirmed: true,
          amountEffectiveTime: iso(20 * HOUR_MS),
        }),
      },
    },
    {
      userId: 1403,
      email: 'reality@kasino.test',
      nickName: 'Muistaja',
      firstName: 'Minna',
      lastName: 'Muistutus',
      activities: logins,
      cash: cents(5_000),
      realityCheck: { intervalMinutes: 15, nextTime: now - 2 * DAY_MS },
    },
  ];
}
