import type { Locale } from '@/routes/href';

/**
 * Byte sizes per spec 9 ("formatted in units up to YB"), in binary steps of 1024 as spec 5's
 * "2097152 bytes (2 MB)" counts them. Each locale's unit symbols and number style are ICU's for
 * fi-FI, en-IE and et-EE (Finnish counts in tavu: t, kt, Mt ...); ICU names no unit past PB,
 * so EB, ZB and YB follow the same pattern. Written by hand like formatMoney (src/lib/format.ts):
 * no Intl.NumberFormat to build in the browser. tests/lib/format-bytes.test.ts holds it to Intl.
 */
const UNITS: Readonly<Record<Locale, readonly string[]>> = {
  fi: ['t', 'kt', 'Mt', 'Gt', 'Tt', 'Pt', 'Et', 'Zt', 'Yt'],
  en: ['B', 'kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'],
  et: ['B', 'kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'],
};

/**
 * ./format.ts's marks (its NUMBERS), copied: importing them from there would bring ./format.ts,
 * its money and dates, and ./money.ts into the upload panel's chunk, which has neither of them
 * and needs neither. Each copy is held to ICU by its own test.
 */
const NUMBER: Readonly<Record<Locale, { group: string; decimal: string; minGrouping: number }>> = {
  fi: { group: '\u00a0', decimal: ',', minGrouping: 1 },
  en: { group: ',', decimal: '.', minGrouping: 1 },
  // Estonian groups from five digits on: 1234 but 12 345.
  et: { group: '\u00a0', decimal: ',', minGrouping: 2 },
};

export const BYTE_STEP = 1024;
export const LARGEST_UNIT = 8;

/** The unit index (0 = bytes ... 8 = YB) and the value in it, rounded to one decimal. */
export function byteUnit(bytes: number): { unit: number; value: number } {
  const size = Math.max(0, Number.isFinite(bytes) ? bytes : 0);
  let unit = 0;
  while (unit < LARGEST_UNIT && size >= BYTE_STEP ** (unit + 1)) unit += 1;
  let value = unit === 0 ? Math.round(size) : Math.round((size / BYTE_STEP ** unit) * 10) / 10;
  // 1023.96 kB rounds to 1024 kB: that is 1 MB.
  if (value >= BYTE_STEP && unit < LARGEST_UNIT) {
    unit += 1;
    value = Math.round((size / BYTE_STEP ** unit) * 10) / 10;
  }
  return { unit, value };
}

function formatNumber(value: number, locale: Locale): string {
  const { group, decimal, minGrouping } = NUMBER[locale];
  // Whole tenths: the value is already rounded to one decimal.
  const tenths = Math.round(value * 10);
  const whole = String(Math.floor(tenths / 10));
  const fraction = tenths % 10 ? String(tenths % 10) : '';
  const grouped = whole.length >= 3 + minGrouping ? whole.replace(/\B(?=(\d{3})+$)/g, group) : whole;
  return fraction ? `${grouped}${decimal}${fraction}` : grouped;
}

/**
 * A byte size in the largest unit that keeps it at 1 or more, with at most one decimal:
 * 2097152 is "2 MB" (fi "2 Mt"). `exact` writes the whole number of bytes instead, for two
 * sizes that would otherwise read the same (a file one byte over the maximum).
 */
export function formatBytes(bytes: number, locale: Locale, { exact = false } = {}): string {
  const { unit, value } = exact ? { unit: 0, value: Math.round(Math.max(0, bytes)) } : byteUnit(bytes);
  if (value >= 1e21) return `${value.toExponential(1)}\u00a0${UNITS[locale][unit]}`;
  return `${formatNumber(value, locale)}\u00a0${UNITS[locale][unit]}`;
}
