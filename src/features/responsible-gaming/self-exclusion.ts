import type { Locale } from '@/routes/href';

/** The countries the casino is licensed for, as the player record names them (spec 3: EST for Estonia). */
export type ExclusionCountry = 'FIN' | 'EST';

/**
 * Where a player of each country excludes themselves from gambling (spec 8: 238, 258): in
 * Finland Peluuri, the national help service, which also guides players to the national
 * self-exclusion register; in Estonia the Tax and Customs Board (EMTA), which keeps the
 * register of gambling restrictions (6 to 36 months, set in its e-MTA self-service). The
 * services' own front pages: their deeper addresses change more often than they do.
 */
export const SELF_EXCLUSION_SERVICES: Readonly<Record<ExclusionCountry, string>> = {
  FIN: 'https://www.peluuri.fi/',
  EST: 'https://www.emta.ee/',
};

/** The player's country when known, else the locale's (a visitor at the login). */
export const exclusionCountry = (playerCountry: string | null | undefined, locale: Locale): ExclusionCountry =>
  playerCountry ? (playerCountry === 'EST' ? 'EST' : 'FIN') : locale === 'et' ? 'EST' : 'FIN';
