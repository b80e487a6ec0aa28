import { newIdempotencyKey } from '@/api/idempotency';
import { cancelFreeSpin, convertLoyaltyPoints, getDepositCampaigns, getFreeSpins } from '@/api/main/bonuses';
import type { FreeSpinRecord } from '@/mocks/world/types';
import { getWorld } from '@/mocks/world/worlds';
import { FIRST, REGULAR, signIn } from './session';
import { cents } from '@/lib/money';


const DAY = 86_400_000;

const bonus = (id: number, overrides: Partial<FreeSpinRecord> = {}): FreeSpinRecord => ({
  freeSpinsBonusId: id,
  name: `Bonus ${id}`,
  freeSpins: 20,
  total: cents(400),
  turnoverFactor: 30,
  expirationTime: new Date(Date.now() + 7 * DAY).toISOString(),
  // Later ids are newer, so they list first.
  createdTime: new Date(Date.now() - DAY + id * 1_000).toISOString(),
  cancellable: true,
  gameSlug: 'book-of-kasino',
  gameName: 'Book of Kasino',
  ...overrides,
});

describe('free spins', () => {
  it('paginate 10 per page, newest first, with games[0] as the game', async () => {
    const player = signIn(REGULAR);
    player.freeSpins = Array.from({ length: 12 }, (_, i) => bonus(i + 1));
    const first = await getFreeSpins(1);
    if (!first.success) throw new Error(first.error);
    expect(first.data).toMatchObject({ page: 1, pageCount: 2, count: 12 });
    expect(first.data.items).toHaveLength(10);
    expect(first.data.items[0]).toEqual({
      freeSpinsBonusId: 12,
      name: 'Bonus 12',
      freeSpins: 20,
      total: cents(400),
      turnoverFactor: 30,
      expirationTime: player.freeSpins[11]?.expirationTime,
      createdTime: player.freeSpins[11]?.createdTime,
      cancellable: true,
      game: { translation: 'Book of Kasino', friendlyName: 'book-of-kasino' },
    });
    const second = await getFreeSpins(2);
    expect(second.success && second.data.items.map((b) => b.freeSpinsBonusId)).toEqual([2, 1]);
  });

  it('leave expired bonuses out', async () => {
    const player = signIn(REGULAR);
    player.freeSpins = [bonus(1), bonus(2, { expirationTime: new Date(Date.now() - 1_000).toISOString() })];
    const result = await getFreeSpins();
    expect(result.success && result.data).toMatchObject({ count: 1, pageCount: 1, items: [{ freeSpinsBonusId: 1 }] });
  });

  it('cancel removes a cancellable bonus only', async () => {
    const player = signIn(REGULAR);
    player.freeSpins = [bonus(1), bonus(2, { cancellable: false })];
    expect(await cancelFreeSpin(1)).toMatchObject({ success: true });
    expect(player.freeSpins.map((b) => b.freeSpinsBonusId)).toEqual([2]);
    expect(await cancelFreeSpin(2)).toMatchObject({ success: false, errorCode: 180 });
    expect(await cancelFreeSpin(99)).toMatchObject({ success: false, errorCode: 180 });
    expect(player.freeSpins).toHaveLength(1);
  });
});

describe('deposit campaigns', () => {
  it('list campaigns in the player language, money in cents', async () => {
    signIn(REGULAR);
    const result = await getDepositCampaigns();
    if (!result.success) throw new Error(result.error);
    expect(result.data).toHaveLength(2);
    expect(result.data[0]).toEqual({ campaignId: '101', title: 'Talletusbonus 50 %', minDepositAmount: 2_000, maxPromoLimit: 10_000, freeSpinAmount: 0, turnoverFactor: 30 });
    expect(result.data[1]).toMatchObject({ freeSpinAmount: 50 });
  });

  it('answer 125 when the player has no stored payment details', async () => {
    signIn(FIRST);
    expect(await getDepositCampaigns()).toMatchObject({ success: false, errorCode: 125 });
  });
});

describe('loyalty conversion', () => {
  it('turns points into promo money, 100 points a euro', async () => {
    const player = signIn(REGULAR);
    expect(await convertLoyaltyPoints(250, newIdempotencyKey())).toEqual({ success: true, data: { pointAmount: 250, amount: 250, loyaltyPoints: 1_000 } });
    expect(player.loyaltyPoints).toBe(1_000);
    expect(player.promo).toBe(2_250);
  });

  it('refuses more points than held, and non-positive amounts', async () => {
    const player = signIn(REGULAR);
    expect(await convertLoyaltyPoints(1_251, newIdempotencyKey())).toMatchObject({ success: false, errorCode: 180 });
    expect(await convertLoyaltyPoints(0, newIdempotencyKey())).toMatchObject({ success: false, errorCode: 180 });
    expect(player).toMatchObject({ loyaltyPoints: 1_250, promo: 2_000 });
  });
});

it('every bonus call answers 115 without a session', async () => {
  getWorld().players.find((p) => p.userId === REGULAR)?.freeSpins.push(bonus(1));
  const results = await Promise.all([getFreeSpins(), cancelFreeSpin(1), getDepositCampaigns(), convertLoyaltyPoints(100, newIdempotencyKey())]);
  for (const result of results) expect(result).toMatchObject({ success: false, errorCode: 115 });
  expect(getWorld().players.find((p) => p.userId === REGULAR)).toMatchObject({ loyaltyPoints: 1_250, freeSpins: [expect.anything()] });
});
