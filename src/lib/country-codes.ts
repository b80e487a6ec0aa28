/**
 * The phone country codes of the complete-account modal (spec 2.3): Finland's and Estonia's
 * first, then the rest by their name in the player's language (countryCodesIn). Each entry has
 * the spec's fields: an English name (the fallback label), the dial code and the ISO 3166-1
 * alpha-2 code, which names the country in the player's language through Intl.DisplayNames.
 */
export type CountryCode = { name: string; dialCode: string; code: string };

const FIRST: readonly CountryCode[] = [
  { name: 'Finland', dialCode: '+358', code: 'FI' },
  { name: 'Estonia', dialCode: '+372', code: 'EE' },
];

const OTHERS: readonly CountryCode[] = [
  { name: 'Austria', dialCode: '+43', code: 'AT' },
  { name: 'Belgium', dialCode: '+32', code: 'BE' },
  { name: 'Denmark', dialCode: '+45', code: 'DK' },
  { name: 'France', dialCode: '+33', code: 'FR' },
  { name: 'Germany', dialCode: '+49', code: 'DE' },
  { name: 'Iceland', dialCode: '+354', code: 'IS' },
  { name: 'Ireland', dialCode: '+353', code: 'IE' },
  { name: 'Italy', dialCode: '+39', code: 'IT' },
  { name: 'Latvia', dialCode: '+371', code: 'LV' },
  { name: 'Lithuania', dialCode: '+370', code: 'LT' },
  { name: 'Netherlands', dialCode: '+31', code: 'NL' },
  { name: 'Norway', dialCode: '+47', code: 'NO' },
  { name: 'Poland', dialCode: '+48', code: 'PL' },
  { name: 'Portugal', dialCode: '+351', code: 'PT' },
  { name: 'Spain', dialCode: '+34', code: 'ES' },
  { name: 'Sweden', dialCode: '+46', code: 'SE' },
  { name: 'Switzerland', dialCode: '+41', code: 'CH' },
  { name: 'United Kingdom', dialCode: '+44', code: 'GB' },
];

export const COUNTRY_CODES: readonly CountryCode[] = [...FIRST, ...OTHERS];

/** The country's name in a language, or its English name where the browser cannot say. */
export function countryName(entry: CountryCode, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(entry.code) ?? entry.name;
  } catch {
    return entry.name;
  }
}

/**
 * The list as the modal shows it in a language, each country with its name there: +358 and +372
 * first, then the rest sorted as that language sorts the names shown (Itävalta after Italia in
 * Finnish, Šveits after Saksamaa in Estonian), not by their English names.
 */
export function countryCodesIn(locale: string): { entry: CountryCode; name: string }[] {
  const named = (entry: CountryCode) => ({ entry, name: countryName(entry, locale) });
  const collator = new Intl.Collator(locale);
  return [...FIRST.map(named), ...OTHERS.map(named).sort((a, b) => collator.compare(a.name, b.name))];
}

/**
 * The international number from a dial code and what the player typed: digits only, a
 * national trunk 0 dropped (040 123 4567 in Finland is +358 40 123 4567).
 */
export const internationalNumber = (dialCode: string, number: string): string => `${dialCode}${number.replace(/^0/, '')}`;
