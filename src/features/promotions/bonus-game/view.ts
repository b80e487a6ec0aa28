/** The two pages that show the bonus game (docs/decisions.md, "The bonus game and gold rush"). */
export type BonusGameView = 'bonusGame' | 'goldRush';

/** How many of the newest rewards gold rush lists; the bonus game page lists them all. */
export const GOLD_RUSH_REWARDS = 3;
