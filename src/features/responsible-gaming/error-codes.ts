/**
 * The catalogue codes (spec 8) whose message the responsible-gaming help completes: 217 a
 * cool-off (a way back to the limits; demo play stays open), 238 self-exclusion and 258 the
 * register not reachable (the country's self-exclusion service). No imports: the composition
 * root reads it in every page's first load.
 */
export const RESPONSIBLE_GAMING_CODES: readonly number[] = [217, 238, 258];
