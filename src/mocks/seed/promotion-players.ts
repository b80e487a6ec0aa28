import { cents } from '@/lib/money';
import type { FreeSpinRecord, PlayerRecord } from '../world/types';
import { freeSpinName, PROMOTION_NAMES } from './promotion-names';
import { DAY_MS } from './random';

/** What seedPlayerDefaults (./players.ts) completes into a player record. */
type PromotionPlayerSeed = Partial<PlayerRecord> & Pick<PlayerRecord, 'userId' | 'nickName' | 'firstName' | 'lastName'>;

const HOUR_MS = 60 * 60 * 1000;

/** Catalogue games (./catalogue.ts) the bonuses are for: slug and name. */
const GAMES = [
  ['stormy-cherries-mega-spins', 'Stormy Cherries Mega Spins'],
  ['neon-moose', 'Neon Moose'],
  ['arctic-candy', 'Arctic Candy'],
  ['haunted-vikings-maxways', 'Haunted Vikings Maxways'],
  ['starlit-fortune', 'Starlit Fortune'],
  ['wild-eagle', 'Wild Eagle'],
] as const;

const NAMES = [
  PROMOTION_NAMES.welcomeSpins,
  PROMOTION_NAMES.weekendSpins,
  PROMOTION_NAMES.loyaltySpins,
  PROMOTION_NAMES.birthdaySpins,
  PROMOTION_NAMES.tournamentPrize,
] as const;

/**
 * The promotions panels' case (README "Seeded players"): 13 free-spin bonuses, so the list has
 * two pages (spec 9: it paginates above 10); every other one cancellable, the two newest expire
 * within a day; stored payment details, so both deposit campaigns are open (the profile badge
 * counts 13 + 2); and loyalty points to convert.
 */
export function promotionPlayerSeeds(now: number): PromotionPlayerSeed[] {
  const iso = (offsetMs: number) => new Date(now + offsetMs).toISOString();
  const freeSpins: FreeSpinRecord[] = Array.from({ length: 13 }, (_, i) => {
    const [gameSlug, gameName] = GAMES[i % GAMES.length] ?? GAMES[0];
    return {
      freeSpinsBonusId: 9701 + i,
      ...freeSpinName(NAMES[i % NAMES.length] ?? NAMES[0]),
      freeSpins: 10 + 5 * (i % 4),
      total: cents(200 + 100 * (i % 5)),
      turnoverFactor: [20, 25, 30, 35][i % 4] ?? 20,
      // Created one a day; the newest two run out within a day, the rest in one to four weeks.
      expirationTime: iso(i < 2 ? (6 + 12 * i) * HOUR_MS : (7 + 2 * i) * DAY_MS),
      createdTime: iso(-(i + 1) * DAY_MS),
      cancellable: i % 2 === 0,
      gameSlug,
      gameName,
    };
  });
  return [
    {
      userId: 1701,
      email: 'bonuses@kasino.test',
      nickName: 'Bonusbaroni',
      firstName: 'Bea',
      lastName: 'Bonus',
      activities: [1, 2, 3, 4].map((days) => ({ createdTime: iso(-days * 2 * DAY_MS), type: 'login' as const })),
      cash: cents(12_000),
      promo: cents(1_500),
      loyaltyPoints: 3_450,
      deposits: [{ id: 'd-1701-1', status: 'ok', amount: cents(5_000), method: 'bank', createdTime: iso(-3 * DAY_MS) }],
      freeSpins,
    },
  ];
}
