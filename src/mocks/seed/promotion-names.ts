import type { FreeSpinRecord } from '../world/types';
import type { FullLocaleText } from './content-types';

/**
 * The names of the mock's free-spin bonuses in every language. The backend answers a player in
 * their stored language (changeLanguage, registration), whatever the page's language is.
 */
export const PROMOTION_NAMES = {
  welcomeSpins: { fi: 'Tervetuliaiskierrokset', en: 'Welcome spins', et: 'Tervituskeerutused' },
  weekendSpins: { fi: 'Viikonlopun kierrokset', en: 'Weekend spins', et: 'Nädalavahetuse keerutused' },
  loyaltySpins: { fi: 'Kanta-asiakkaan kierrokset', en: 'Loyal customer spins', et: 'Püsikliendi keerutused' },
  birthdaySpins: { fi: 'Syntymäpäiväkierrokset', en: 'Birthday spins', et: 'Sünnipäevakeerutused' },
  tournamentPrize: { fi: 'Turnauspalkinto', en: 'Tournament prize', et: 'Turniiri auhind' },
  bonusWheel: { fi: 'Bonuspyörä', en: 'Bonus wheel', et: 'Boonusratas' },
} as const satisfies Record<string, FullLocaleText>;

/**
 * A free-spin bonus's name fields from its name in every language: Finnish, the backend's own
 * language, is the name; the others are its translations.
 */
export const freeSpinName = ({ fi, en, et }: FullLocaleText): Pick<FreeSpinRecord, 'name' | 'nameTranslations'> => ({
  name: fi,
  nameTranslations: { en, et },
});
