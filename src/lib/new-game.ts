/** A game counts as new for 14 days after its release date (spec 4, 9). */
export const NEW_GAME_DAYS = 14;
const DAY_MS = 86_400_000;

/** Parses the content service's dd.mm.yyyy release date (UTC midnight), or null. */
export function parseReleaseDate(value: string | null | undefined): Date | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1 ? date : null;
}

/** New from its release day until 14 days after it; never before release. */
export function isNewGame(releaseDate: string | null | undefined, now: Date): boolean {
  const released = parseReleaseDate(releaseDate);
  if (!released) return false;
  const age = now.getTime() - released.getTime();
  return age >= 0 && age < NEW_GAME_DAYS * DAY_MS;
}
