import { addCents, cents, toWireNumber, type Cents } from '@/lib/money';
import type { Locale } from '@/routes/href';
import { now } from '../world/worlds';
import { storedReferenceOf } from './deposit-rules';
import { fail, formOf, ok, text } from './respond';
import { route } from './route';
import { withPlayer } from './session';
import { pageParam, paginate } from './transactions';

/** Loyalty conversion rate: 100 points make 1 EUR, so one point is one cent of promo money. */
const CENTS_PER_POINT = 1;

const CAMPAIGNS: { campaignId: number; title: Record<Locale, string>; minDepositAmount: Cents; maxPromoLimit: Cents; freeSpinAmount: number; turnoverFactor: number }[] = [
  {
    campaignId: 101,
    title: { fi: 'Talletusbonus 50 %', en: 'Deposit bonus 50%', et: 'Sissemaksuboonus 50%' },
    minDepositAmount: cents(2_000),
    maxPromoLimit: cents(10_000),
    freeSpinAmount: 0,
    turnoverFactor: 30,
  },
  {
    campaignId: 102,
    title: { fi: 'Viikonlopun ilmaiskierrokset', en: 'Weekend free spins', et: 'Nädalavahetuse tasuta keerutused' },
    minDepositAmount: cents(2_500),
    maxPromoLimit: cents(0),
    freeSpinAmount: 50,
    turnoverFactor: 20,
  },
];

export const bonusesHandlers = [
  route('get', '/main/player/bonuses/freeSpins', 'main.getFreeSpins', withPlayer(({ request, world }, player) => {
    const at = now(world).getTime();
    const active = player.freeSpins
      .filter((bonus) => Date.parse(bonus.expirationTime) > at)
      .sort((a, b) => Date.parse(b.createdTime) - Date.parse(a.createdTime));
    return ok(paginate(active, pageParam(request), (bonus) => ({
      freeSpinsBonusId: bonus.freeSpinsBonusId,
      name: bonus.name,
      freeSpins: bonus.freeSpins,
      total: toWireNumber(bonus.total),
      turnoverFactor: bonus.turnoverFactor,
      expirationTime: bonus.expirationTime,
      createdTime: bonus.createdTime,
      cancellable: bonus.cancellable,
      games: [{ translation: bonus.gameName, friendlyName: bonus.gameSlug }],
    })));
  })),

  route('post', '/main/player/bonuses/freeSpins/cancel', 'main.cancelFreeSpin', withPlayer(async ({ request }, player) => {
    const id = Number(text(await formOf(request), 'freeSpinsBonusId'));
    const index = player.freeSpins.findIndex((bonus) => bonus.freeSpinsBonusId === id);
    const bonus = player.freeSpins[index];
    if (!bonus) return fail(180, 'No such free-spin bonus');
    if (!bonus.cancellable) return fail(180, 'This free-spin bonus cannot be cancelled');
    player.freeSpins.splice(index, 1);
    return ok({});
  })),

  // Deposit campaigns need stored payment details; without them the panel asks to add some (spec 8: 125).
  route('get', '/main/campaigns/depositCampaigns', 'main.getDepositCampaigns', withPlayer((_ctx, player) => {
    if (!storedReferenceOf(player)) return fail(125, 'No payment details');
    return ok({
      campaigns: CAMPAIGNS.map(({ title, minDepositAmount, maxPromoLimit, ...campaign }) => ({
        ...campaign,
        title: title[player.language],
        minDepositAmount: toWireNumber(minDepositAmount),
        maxPromoLimit: toWireNumber(maxPromoLimit),
      })),
    });
  })),

  route('post', '/main/player/convertLoyaltyPoints', 'main.convertLoyaltyPoints', withPlayer(async ({ request }, player) => {
    const raw = text(await formOf(request), 'pointAmount');
    const points = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
    if (points <= 0) return fail(180, 'Points must be a positive whole number');
    if (points > player.loyaltyPoints) return fail(180, 'Not enough loyalty points', { loyaltyPoints: player.loyaltyPoints });
    const amount = cents(points * CENTS_PER_POINT);
    player.loyaltyPoints -= points;
    player.promo = addCents(player.promo, amount);
    return ok({ pointAmount: points, amount: toWireNumber(amount), loyaltyPoints: player.loyaltyPoints });
  })),
];
