import { providerSlug } from './supplier-names';

/**
 * Bonus-game rewards name the game variant they pay out on: the studio's low-RTP, 92 % RTP or
 * "dx2" build of a game ('Golden Aurora low', 'golden-aurora-92', 'Golden_Aurora_dx2'). Players
 * know the game, not the build, so names are shown and linked without the suffix (spec 9).
 *
 * A suffix counts only after a separator (space, hyphen, underscore), so real names that merely
 * end in those letters ('Willow', 'Yellow', 'Route 292') keep them. Stacked suffixes are all
 * removed, which makes the function idempotent. A name that is nothing but a suffix is kept.
 */
export const BONUS_GAME_SUFFIXES = ['low', '92', 'dx2'] as const;

const SUFFIX = new RegExp(`[\\s_-]+(?:${BONUS_GAME_SUFFIXES.join('|')})$`, 'i');

export function normaliseBonusGameName(name: string): string {
  let current = name.trim();
  for (;;) {
    const stripped = current.replace(SUFFIX, '').trim();
    if (stripped === current || stripped === '') return current;
    current = stripped;
  }
}

/** The catalogue slug of a bonus game, for links to the game page. */
export const bonusGameSlug = (name: string): string => providerSlug(normaliseBonusGameName(name));
