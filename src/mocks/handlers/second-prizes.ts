import { addCents, cents, toWireNumber } from '@/lib/money';
import { getCatalogue, type CatalogueGame } from '../seed/catalogue';
import type { FullLocaleText } from '../seed/content-types';
import { freeSpinName } from '../seed/promotion-names';
import type { Cents, PlayerRecord, World } from '../world/types';
import { now } from '../world/worlds';
import { isDisabledGame } from './games-rules';

/**
 * Prizes of the bonus wheel and the bonus game. On the wire `amount` is a number of free
 * spins, euros of promo money, or loyalty points; `game` names the free-spin game.
 */
export type Prize =
  | { id: string; type: 'freeSpins'; amount: number; game: string }
  | { id: string; type: 'promo'; amount: Cents }
  | { id: string; type: 'loyaltyPoints'; amount: number };

export const prizeJson = (prize: Prize) => (prize.type === 'promo' ? { ...prize, amount: toWireNumber(prize.amount) } : prize);

/** Free spins are worth 0.10 EUR each and must be wagered this many times. */
const SPIN_VALUE = cents(10);
const FREE_SPIN_TURNOVER = 10;
const FREE_SPIN_DAYS = 7;

/** Prize games: the first playable games of the 'popular' group, the same in every world. */
export function prizeGames(): readonly CatalogueGame[] {
  const catalogue = getCatalogue();
  const popular = catalogue.groupBySlug.get('popular');
  const games = (popular ? catalogue.gamesOfGroup.get(popular.id) : undefined) ?? catalogue.games;
  return games.filter((game) => game.type === 'slot' && !isDisabledGame(game.id)).slice(0, 3);
}

/** Credits a prize to the player: free spins become a bonus in their free-spin list, `name` in every language. */
export function creditPrize(world: World, player: PlayerRecord, prize: Prize, name: FullLocaleText): void {
  if (prize.type === 'promo') player.promo = addCents(player.promo, prize.amount);
  else if (prize.type === 'loyaltyPoints') player.loyaltyPoints += prize.amount;
  else {
    const at = now(world).getTime();
    const game = prizeGames().find((g) => g.translation === prize.game) ?? prizeGames()[0];
    world.nextId += 1;
    player.freeSpins.push({
      freeSpinsBonusId: world.nextId,
      ...freeSpinName(name),
      freeSpins: prize.amount,
      total: cents(prize.amount * SPIN_VALUE),
      turnoverFactor: FREE_SPIN_TURNOVER,
      expirationTime: new Date(at + FREE_SPIN_DAYS * 86_400_000).toISOString(),
      createdTime: new Date(at).toISOString(),
      cancellable: true,
      gameSlug: game?.slug ?? '',
      gameName: game?.translation ?? prize.game,
    });
  }
}
