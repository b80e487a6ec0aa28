import { addCents, cents, toWireNumber, type Cents } from '@/lib/money';
import { pointsOf, pointsProblem } from '@/lib/rules/loyalty';
import type { Locale } from '@/routes/href';
import { freeSpinName } from '../seed/promotion-names';
import type { PlayerRecord, World } from '../world/types';
import { now } from '../world/worlds';
import { storedReferenceOf } from './deposit-rules';
import { idempotent } from './idempotency';
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

/** The game a campaign's free spins are for. */
const CAMPAIGN_SPINS_GAME = { gameSlug: 'neon-moose', gameName: 'Neon Moose' };
const DAY_MS = 24 * 60 * 60 * 1000;

const openCampaigns = (player: PlayerRecord) => CAMPAIGNS.filter((campaign) => !player.campaignsTaken?.includes(campaign.campaignId));

/**
 * A deposit that names a campaign (campaignId) takes it up: it leaves the player's list and its
 * free spins, if any, become a free-spin bonus. Returns why not (a failure to answer), or null.
 * A deposit without one is none of this function's business.
 */
export function takeCampaign(world: World, player: PlayerRecord, form: Record<string, string | File>, amount: Cents) {
  const id = text(form, 'campaignId');
  if (!id) return null;
  const campaign = openCampaigns(player).find((c) => String(c.campaignId) === id);
  if (!campaign) return fail(180, 'Campaign not available');
  if (amount < campaign.minDepositAmount) return fail(117, 'Below the campaign minimum', { paymentLimit: 'minAmount' });
  player.campaignsTaken = [...(player.campaignsTaken ?? []), campaign.campaignId];
  if (campaign.freeSpinAmount > 0) {
    world.nextId += 1;
    const at = now(world).getTime();
    player.freeSpins.push({
      freeSpinsBonusId: 9000 + world.nextId,
      // Named in every language, so a later change of the player's language renames it too.
      ...freeSpinName(campaign.title),
      freeSpins: campaign.freeSpinAmount,
      total: cents(campaign.freeSpinAmount * 20),
      turnoverFactor: campaign.turnoverFactor,
      expirationTime: new Date(at + 7 * DAY_MS).toISOString(),
      createdTime: new Date(at).toISOString(),
      cancellable: true,
      ...CAMPAIGN_SPINS_GAME,
    });
  }
  return null;
}

export const bonusesHandlers = [
  route('get', '/main/player/bonuses/freeSpins', 'main.getFreeSpins', withPlayer(({ request, world }, player) => {
    const at = now(world).getTime();
    const active = player.freeSpins
      .filter((bonus) => Date.parse(bonus.expirationTime) > at)
      .sort((a, b) => Date.parse(b.createdTime) - Date.parse(a.createdTime));
    return ok(paginate(active, pageParam(request), (bonus) => ({
      freeSpinsBonusId: bonus.freeSpinsBonusId,
      name: bonus.nameTranslations?.[player.language] ?? bonus.name,
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
      campaigns: openCampaigns(player).map(({ title, minDepositAmount, maxPromoLimit, ...campaign }) => ({
        ...campaign,
        title: title[player.language],
        minDepositAmount: toWireNumber(minDepositAmount),
        maxPromoLimit: toWireNumber(maxPromoLimit),
      })),
    });
  })),

  // Points become money: a retry with the conversion's key answers the first answer and converts nothing.
  route('post', '/main/player/convertLoyaltyPoints', 'main.convertLoyaltyPoints', withPlayer(idempotent('main.convertLoyaltyPoints', async ({ request }, player) => {
    const raw = text(await formOf(request), 'pointAmount');
    const problem = pointsProblem(raw, player.loyaltyPoints);
    if (problem === 'promotions:points.errors.tooMany') return fail(180, 'Not enough loyalty points', { loyaltyPoints: player.loyaltyPoints });
    if (problem) return fail(180, 'Points must be a positive whole number');
    const points = pointsOf(raw);
    const amount = cents(points * CENTS_PER_POINT);
    player.loyaltyPoints -= points;
    player.promo = addCents(player.promo, amount);
    return ok({ pointAmount: points, amount: toWireNumber(amount), loyaltyPoints: player.loyaltyPoints });
  }))),
];
