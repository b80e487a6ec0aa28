/**
 * Supplier id -> provider name (spec 9: the table is data). The content service names a
 * game's supplier by id in some answers; this table is how the app shows and links it. The
 * studios are fictional. Ids 37 to 40 run live-casino tables.
 */
export const SUPPLIER_NAMES: Readonly<Record<number, string>> = Object.freeze({
  1: 'Aurora Reels',
  2: 'Revontuli Games',
  3: 'Fjord Gaming',
  4: 'Polar Bear Play',
  5: 'Midnight Sun Games',
  6: 'Red Lantern Gaming',
  7: 'Copperfox Interactive',
  8: 'Silver Birch Slots',
  9: 'Thunderpeak Studios',
  10: 'Blue Fjell Gaming',
  11: 'Golden Acorn Reels',
  12: 'Ironwood Play',
  13: 'Lucky Lynx Games',
  14: 'Wolfpack Gaming',
  15: 'Amber Coast Studios',
  16: 'Crystal Cave Games',
  17: 'Nova Spin',
  18: 'Baltic Wave Gaming',
  19: 'Stormbird Interactive',
  20: 'Emerald Isle Slots',
  21: 'Starforge Games',
  22: 'Kettle Hill Studios',
  23: 'Oak & Ember',
  24: 'Pixel Harbour',
  25: 'Velvet Rope Gaming',
  26: 'Jade Dragon Play',
  27: 'Sapphire Peak',
  28: 'Trollhaug Games',
  29: 'Sunburst Reels',
  30: 'Mercury Lane Games',
  31: 'Tundra Tales',
  32: 'Cobalt Crown Gaming',
  33: 'Maple Leaf Spins',
  34: 'Harbour Lights Play',
  35: 'Hidden Grove Studios',
  36: 'Rune Stone Games',
  37: 'Nordic Live Studios',
  38: 'Tallinn Live Tables',
  39: 'Crown Table Live',
  40: 'Velvet Dealer Live',
});

export const SUPPLIER_IDS: readonly number[] = Object.freeze(Object.keys(SUPPLIER_NAMES).map(Number));

/** The provider's name, or undefined for an id the table does not know. */
export function supplierName(id: number): string | undefined {
  return Object.hasOwn(SUPPLIER_NAMES, id) ? SUPPLIER_NAMES[id] : undefined;
}

/** The provider's id by name, case-insensitively (provider pages are addressed by name). */
export function supplierIdByName(name: string): number | undefined {
  const wanted = name.trim().toLowerCase();
  return SUPPLIER_IDS.find((id) => SUPPLIER_NAMES[id]?.toLowerCase() === wanted);
}

/** The URL slug of a provider name: 'Oak & Ember' -> 'oak-ember', 'Pärnu' -> 'parnu'. */
export function providerSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
