import { cents, type Cents } from '@/lib/money';
import { DEFAULT_DEPOSIT_LIMITS } from '@/lib/rules/limits';
import type { Locale } from '@/routes/href';
import type { LossLimitKind, LossLimitRecord, PlayerRecord } from '../world/types';
import { currentRoundBets } from './bonus-game-round';
import { documentPlayerSeeds } from './document-players';
import { limitPlayerSeeds } from './limit-players';
import { freeSpinName, PROMOTION_NAMES } from './promotion-names';
import { promotionPlayerSeeds } from './promotion-players';
import { DAY_MS } from './random';
import { HISTORY_PLAYER, transactionHistory } from './transaction-history';
import { DEFAULT_AFFILIATE_REFERENCE } from '@/lib/rules/affiliate';

/** The password of every seeded player (README "Seeded players"). */
export const SEED_PASSWORD = 'Kasino-2026';

const limit = (amount: Cents | null, overrides: Partial<LossLimitRecord> = {}): LossLimitRecord => ({
  amount,
  usedAmount: cents(0),
  autoRenew: true,
  newAmount: null,
  increasingToBeConfirmed: false,
  amountEffectiveTime: null,
  endTime: null,
  ...overrides,
});

/** The default deposit limits (spec 3); the daily 0 is no limit, which the wire says with null. */
const defaultLimits = (): Record<LossLimitKind, LossLimitRecord> => ({
  dailyLoss: limit(DEFAULT_DEPOSIT_LIMITS.dailyLoss || null),
  weeklyLoss: limit(DEFAULT_DEPOSIT_LIMITS.weeklyLoss || null),
  monthlyLoss: limit(DEFAULT_DEPOSIT_LIMITS.monthlyLoss || null),
});

type Seed = Partial<PlayerRecord> & Pick<PlayerRecord, 'userId' | 'nickName' | 'firstName' | 'lastName'>;

/** A player record with defaults for everything the seed does not say (also used by registration). */
export function seedPlayerDefaults(seed: Seed, now: number): PlayerRecord {
  const language: Locale = seed.language ?? 'fi';
  return {
    email: null,
    password: SEED_PASSWORD,
    affiliateReference: DEFAULT_AFFILIATE_REFERENCE,
    birthDate: '1985-04-12',
    address: 'Esimerkkikatu',
    houseNumber: '5 B 12',
    zipCode: '00100',
    city: 'Helsinki',
    country: 'FIN',
    language,
    phoneNumber: '+358401234567',
    phoneNumberVerified: true,
    // Most seeded players agreed to marketing long ago; the marketing prompt's own players say otherwise.
    receiveEmail: true,
    receiveSms: true,
    status: 'active',
    statusExpires: null,
    emailVerified: true,
    lastLoginTime: new Date(now - 2 * DAY_MS).toISOString(),
    activities: [],
    bankIdentity: null,
    cash: cents(0),
    promo: cents(0),
    cashReserve: cents(0),
    currentTurnover: cents(0),
    totalTurnover: cents(0),
    loyaltyPoints: 0,
    limits: defaultLimits(),
    coolOffUntil: null,
    realityCheck: { intervalMinutes: null, nextTime: null },
    deposits: [],
    withdrawals: [],
    bets: [],
    freeSpins: [],
    documents: [],
    favourites: [],
    recentGames: [],
    avatar: 1,
    bonusWheelSpins: 0,
    smsCode: null,
    verificationStatus: 'verified',
    ...seed,
  };
}

const pastLogins = (now: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ createdTime: new Date(now - (i + 1) * 3 * DAY_MS).toISOString(), type: 'login' as const }));

/**
 * The seeded players, one per case QA needs (README lists them). Times are relative to the
 * world's creation, so "pending since yesterday" stays true whenever the world is made.
 */
export function seedPlayers(now: number): PlayerRecord[] {
  const iso = (offsetMs: number) => new Date(now + offsetMs).toISOString();
  return [
    seedPlayerDefaults({ userId: 1001, email: 'first@kasino.test', nickName: 'Ensikertalainen', firstName: 'Aino', lastName: 'Aloittelija', lastLoginTime: null, cash: cents(0) }, now),
    seedPlayerDefaults(
      {
        userId: 1002,
        email: 'regular@kasino.test',
        nickName: 'Onnenpekka',
        firstName: 'Pekka',
        lastName: 'Pelaaja',
        activities: pastLogins(now, 12),
        cash: cents(25_000),
        promo: cents(2_000),
        currentTurnover: cents(4_000),
        totalTurnover: cents(10_000),
        loyaltyPoints: 1_250,
        receiveEmail: true,
        receiveSms: true,
        bonusWheelSpins: 2,
        avatar: 7,
        bets: currentRoundBets(now),
        deposits: [
          { id: 'd-1', status: 'ok', amount: cents(5_000), method: 'bank', createdTime: iso(-5 * DAY_MS) },
          { id: 'd-2', status: 'ok', amount: cents(2_500), method: 'bank', createdTime: iso(-2 * DAY_MS) },
        ],
      },
      now,
    ),
    seedPlayerDefaults(
      {
        userId: 1003,
        email: 'limits@kasino.test',
        nickName: 'Rajatar',
        firstName: 'Liisa',
        lastName: 'Rajala',
        language: 'et',
        country: 'EST',
        city: 'Tallinn',
        zipCode: '10111',
        phoneNumber: '+3725123456',
        activities: pastLogins(now, 5),
        cash: cents(8_000),
        limits: {
          dailyLoss: limit(cents(5_000), { newAmount: cents(10_000), increasingToBeConfirmed: true, amountEffectiveTime: iso(-DAY_MS) }),
          weeklyLoss: limit(cents(20_000), { newAmount: cents(40_000), increasingToBeConfirmed: true, amountEffectiveTime: iso(-DAY_MS) }),
          monthlyLoss: limit(cents(200_000)),
        },
      },
      now,
    ),
    seedPlayerDefaults(
      {
        userId: 1004,
        email: null,
        password: '',
        nickName: '',
        receiveEmail: false,
        receiveSms: false,
        firstName: 'Niko',
        lastName: 'Nimetön',
        phoneNumber: null,
        phoneNumberVerified: false,
        bankIdentity: 'noemail',
        activities: pastLogins(now, 3),
        cash: cents(1_000),
      },
      now,
    ),
    seedPlayerDefaults(
      {
        userId: 1005,
        email: 'cooloff@kasino.test',
        nickName: 'Tauolla',
        firstName: 'Tauno',
        lastName: 'Tauko',
        activities: pastLogins(now, 8),
        cash: cents(3_000),
        coolOffUntil: iso(3 * DAY_MS),
      },
      now,
    ),
    seedPlayerDefaults(
      {
        userId: 1006,
        email: 'eesti@kasino.test',
        nickName: 'Mängur',
        firstName: 'Mari',
        lastName: 'Mets',
        language: 'et',
        country: 'EST',
        city: 'Tartu',
        zipCode: '50090',
        birthDate: '1990-01-20',
        phoneNumber: '+3725550000',
        activities: pastLogins(now, 4),
        cash: cents(12_345),
        bankIdentity: 'eesti',
      },
      now,
    ),
    seedPlayerDefaults({ userId: 1007, email: 'new@kasino.test', nickName: 'Uusi', firstName: 'Ville', lastName: 'Vahvistamaton', status: 'notActivated', statusExpires: iso(2 * DAY_MS), emailVerified: false }, now),
    seedPlayerDefaults({ userId: 1008, email: 'inactive@kasino.test', nickName: 'Passiivinen', firstName: 'Paula', lastName: 'Passiivi', status: 'inactive', statusExpires: iso(30 * DAY_MS) }, now),
    seedPlayerDefaults({ userId: 1009, email: 'frozen@kasino.test', nickName: 'Jäinen', firstName: 'Jaakko', lastName: 'Jää', status: 'frozen' }, now),
    seedPlayerDefaults({ userId: 1501, email: 'nosms@kasino.test', nickName: 'Hiljainen', firstName: 'Hilja', lastName: 'Hiljanen', activities: pastLogins(now, 5), receiveEmail: false, receiveSms: false }, now),
    // The wallet's transaction history (#13, transactions): ./transaction-history.ts.
    seedPlayerDefaults({ ...HISTORY_PLAYER, activities: pastLogins(now, 20), cash: cents(41_250), ...transactionHistory(now) }, now),
    ...withdrawPlayers(now),
    ...limitPlayerSeeds(now).map((seed) => seedPlayerDefaults(seed, now)),
    ...documentPlayerSeeds(now).map((seed) => seedPlayerDefaults(seed, now)),
    ...promotionPlayerSeeds(now).map((seed) => seedPlayerDefaults(seed, now)),
  ];
}

/**
 * The withdrawal cases (README "Seeded players"): an active free-spin bonus and no bonus
 * money, pending withdrawals to cancel, a reserve holding back all the cash, and a reserve
 * not yet known. `regular@kasino.test` (bonus money) and `eesti@kasino.test` (neither bonus
 * money nor free spins) cover the confirmation shown and not shown.
 */
function withdrawPlayers(now: number): PlayerRecord[] {
  const iso = (offsetMs: number) => new Date(now + offsetMs).toISOString();
  const logins = pastLogins(now, 6);
  const withdrawal = (id: string, status: 'pending' | 'ok' | 'cancelled', amount: Cents, offsetMs: number) => ({
    id: `w-${id}`,
    reference: `W-${id}`,
    status,
    amount,
    method: 'bank',
    createdTime: iso(offsetMs),
  });
  return [
    seedPlayerDefaults(
      {
        userId: 1301,
        email: 'freespins@kasino.test',
        nickName: 'Kierros',
        firstName: 'Kirsi',
        lastName: 'Kierto',
        activities: logins,
        cash: cents(8_000),
        freeSpins: [
          {
            freeSpinsBonusId: 9301,
            ...freeSpinName(PROMOTION_NAMES.welcomeSpins),
            freeSpins: 25,
            total: cents(500),
            turnoverFactor: 20,
            expirationTime: iso(7 * DAY_MS),
            createdTime: iso(-DAY_MS),
            cancellable: true,
            gameSlug: 'stormy-cherries-mega-spins',
            gameName: 'Stormy Cherries Mega Spins',
          },
        ],
      },
      now,
    ),
    seedPlayerDefaults(
      {
        userId: 1302,
        email: 'pending@kasino.test',
        nickName: 'Odottaja',
        firstName: 'Olli',
        lastName: 'Odotus',
        activities: logins,
        cash: cents(6_000),
        withdrawals: [
          withdrawal('1302-1', 'pending', cents(4_000), -2 * 60 * 60 * 1000),
          withdrawal('1302-2', 'pending', cents(12_550), -DAY_MS),
          withdrawal('1302-3', 'pending', cents(2_000), -3 * DAY_MS),
          withdrawal('1302-4', 'ok', cents(30_000), -10 * DAY_MS),
          withdrawal('1302-5', 'cancelled', cents(5_000), -12 * DAY_MS),
        ],
      },
      now,
    ),
    seedPlayerDefaults(
      { userId: 1303, email: 'reserve@kasino.test', nickName: 'Varaus', firstName: 'Ville', lastName: 'Varanto', activities: logins, cash: cents(4_000), cashReserve: cents(4_000) },
      now,
    ),
    seedPlayerDefaults(
      { userId: 1304, email: 'reserve-unknown@kasino.test', nickName: 'Laskelma', firstName: 'Laura', lastName: 'Laskija', activities: logins, cash: cents(7_500), cashReserve: null },
      now,
    ),
  ];
}
