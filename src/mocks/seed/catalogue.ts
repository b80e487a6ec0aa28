import { providerSlug, SUPPLIER_IDS, supplierName } from '@/lib/supplier-names';
import {
  ADJECTIVES,
  GROUP_DEFS,
  HOLIDAY_ADJECTIVES,
  HOLIDAY_NOUNS,
  JACKPOT_DEFS,
  LIVE_KINDS,
  LIVE_PLACES,
  NOUNS,
  SUFFIXES,
  type GroupDef,
  type LiveKind,
  type Theme,
} from './catalogue-data';
import type { LocaleText } from './content-types';
import { createRandom, DAY_MS, toDottedDate } from './random';

/**
 * The game catalogue of the content service: the same for every world, built from a fixed
 * seed. Only release dates depend on the day (today minus a seeded number of days), so the
 * "new" label (14 days, spec 9) always has about 30 games to show whatever the date.
 */

export type CatalogueGame = Readonly<{
  id: number;
  slug: string;
  friendly_name: string;
  translation: string;
  supplier: string;
  supplier_id: number;
  logo: string;
  release_date: string;
  type: 'slot' | 'live';
  groups: readonly number[];
  jackpot?: string;
}>;

export type CatalogueGroup = Readonly<{
  id: number;
  name: string;
  slug: string;
  type: 'slot' | 'live';
  parent: number | null;
  order: number;
  title: LocaleText;
  description: LocaleText;
  game_count: number;
}>;

export type CatalogueSupplier = Readonly<{ id: number; name: string; slug: string; logo: string; game_count: number }>;

export type Jackpot = Readonly<{ id: string; name: string; amount: number; currency: 'EUR'; game_ids: readonly number[] }>;

export type Catalogue = Readonly<{
  games: readonly CatalogueGame[];
  groups: readonly CatalogueGroup[];
  suppliers: readonly CatalogueSupplier[];
  jackpots: readonly Jackpot[];
  gameById: ReadonlyMap<number, CatalogueGame>;
  gameBySlug: ReadonlyMap<string, CatalogueGame>;
  groupById: ReadonlyMap<number, CatalogueGroup>;
  groupBySlug: ReadonlyMap<string, CatalogueGroup>;
  supplierById: ReadonlyMap<number, CatalogueSupplier>;
  /** A group's games in its display order. */
  gamesOfGroup: ReadonlyMap<number, readonly CatalogueGame[]>;
  /** A supplier's games, by name. */
  gamesOfSupplier: ReadonlyMap<number, readonly CatalogueGame[]>;
}>;

const SEED = 0x4b617369;
const SLOT_COUNT = 1880;
const HOLIDAY_COUNT = 30;
const NEW_SLOTS = 30;
/** New games are 0-12 days old and the rest at least 20, so the 14-day boundary is never close. */
const NEW_MAX_DAYS = 12;
const OLD_MIN_DAYS = 20;
const LIVE_SUPPLIERS: readonly number[] = [37, 38, 39, 40];
const SLOT_SUPPLIERS = SUPPLIER_IDS.filter((id) => !LIVE_SUPPLIERS.includes(id));

export const gameLogoPath = (id: number) => `/content/media/games/${id}.png`;
export const supplierLogoPath = (id: number) => `/content/media/suppliers/${id}.png`;

type Random = ReturnType<typeof createRandom>;
type Draft = { id: number; name: string; theme: Theme | null; live: LiveKind | null; supplierId: number; daysAgo: number; jackpot?: string };

function shuffle<T>(rng: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

function slotNames(rng: Random, seen: Set<string>): { name: string; theme: Theme }[] {
  const out: { name: string; theme: Theme }[] = [];
  const add = (name: string, theme: Theme) => {
    const slug = providerSlug(name);
    if (seen.has(slug)) return;
    seen.add(slug);
    out.push({ name, theme });
  };
  while (out.length < HOLIDAY_COUNT) add(`${rng.pick(HOLIDAY_ADJECTIVES)} ${rng.pick(HOLIDAY_NOUNS)}`, 'holiday');
  const themes = Object.keys(NOUNS) as (keyof typeof NOUNS)[];
  while (out.length < SLOT_COUNT) {
    const theme = rng.pick(themes);
    const noun = rng.pick(NOUNS[theme]);
    const roll = rng.next();
    if (roll < 0.06) add(`Book of ${noun}${rng.chance(0.4) ? ` ${rng.pick(SUFFIXES)}` : ''}`, 'books');
    else if (roll < 0.16) add(`${noun} ${rng.pick(SUFFIXES)}`, theme);
    else if (roll < 0.36) add(`${rng.pick(ADJECTIVES)} ${noun} ${rng.pick(SUFFIXES)}`, theme);
    else add(`${rng.pick(ADJECTIVES)} ${noun}`, theme);
  }
  return out;
}

/** Supplier per slot game: a long tail, like a real lobby (a few big studios, many small ones). */
function slotSuppliers(rng: Random): number[] {
  const ranked = shuffle(rng, SLOT_SUPPLIERS);
  const weights = ranked.map((_, rank) => 1 / (rank + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const quotas = weights.map((w) => Math.max(4, Math.round((w / sum) * SLOT_COUNT)));
  quotas[0] = (quotas[0] ?? 0) + SLOT_COUNT - quotas.reduce((a, b) => a + b, 0);
  return shuffle(
    rng,
    ranked.flatMap((id, i) => Array.from({ length: quotas[i] ?? 0 }, () => id)),
  );
}

function drafts(rng: Random): Draft[] {
  const seen = new Set<string>();
  const suppliers = slotSuppliers(rng);
  const newIndexes = new Set(shuffle(rng, Array.from({ length: SLOT_COUNT }, (_, i) => i)).slice(0, NEW_SLOTS));
  // Shuffled so that ids do not cluster by theme (the holiday games are named first).
  const slots = shuffle(rng, slotNames(rng, seen)).map(
    ({ name, theme }, i): Draft => ({
      id: 1001 + i,
      name,
      theme,
      live: null,
      supplierId: suppliers[i] ?? SLOT_SUPPLIERS[0] ?? 1,
      daysAgo: newIndexes.has(i) ? rng.int(0, NEW_MAX_DAYS) : rng.int(OLD_MIN_DAYS, 3000),
    }),
  );
  const live: Draft[] = [];
  for (const { kind, count, labels } of LIVE_KINDS) {
    const names = shuffle(rng, LIVE_PLACES.flatMap((place) => labels.map((label) => `${place} ${label}`)));
    for (const name of names) {
      if (live.filter((d) => d.live === kind).length >= count) break;
      const slug = providerSlug(name);
      if (seen.has(slug)) continue;
      seen.add(slug);
      live.push({ id: 1001 + SLOT_COUNT + live.length, name, theme: null, live: kind, supplierId: rng.pick(LIVE_SUPPLIERS), daysAgo: rng.int(OLD_MIN_DAYS, 2500) });
    }
  }
  let next = 0;
  const jackpotGames = shuffle(rng, slots);
  for (const jackpot of JACKPOT_DEFS) {
    for (let i = 0; i < jackpot.games; i += 1) {
      const draft = jackpotGames[next++];
      if (draft) draft.jackpot = jackpot.id;
    }
  }
  return [...slots, ...live];
}

function members(rng: Random, def: GroupDef, all: readonly Draft[], chosen: ReadonlyMap<string, readonly Draft[]>): readonly Draft[] {
  const slots = all.filter((d) => d.live === null);
  const m = def.members;
  switch (m.kind) {
    case 'allSlots':
      return [...slots].sort(byName);
    case 'random':
      return shuffle(rng, slots).slice(0, m.size);
    case 'themes':
      return shuffle(rng, slots.filter((d) => d.theme !== null && m.themes.includes(d.theme))).slice(0, m.size);
    case 'newest':
      return [...slots].sort((a, b) => a.daysAgo - b.daysAgo || a.id - b.id).slice(0, m.size);
    case 'jackpot':
      return slots.filter((d) => d.jackpot !== undefined);
    case 'children':
      return [...new Set(GROUP_DEFS.filter((c) => c.parent === def.slug).flatMap((c) => chosen.get(c.slug) ?? []))];
    case 'live':
      return all.filter((d) => d.live === m.live);
    case 'none':
      return [];
  }
}

/** Freezes plain objects and arrays all the way down (maps are typed read-only instead). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Builds the catalogue as of `now` (ms). The same day gives equal data; the seed never changes. */
export function buildCatalogue(now: number = Date.now()): Catalogue {
  const rng = createRandom(SEED);
  const all = drafts(rng);
  const today = Math.floor(now / DAY_MS) * DAY_MS;

  // Children before parents: a parent category holds the union of its children's games.
  const chosen = new Map<string, readonly Draft[]>();
  const ordered = [...GROUP_DEFS.filter((d) => d.members.kind !== 'children'), ...GROUP_DEFS.filter((d) => d.members.kind === 'children')];
  for (const def of ordered) chosen.set(def.slug, members(rng, def, all, chosen));

  const groupsOf = new Map<number, number[]>(all.map((d) => [d.id, []]));
  for (const def of GROUP_DEFS) {
    for (const draft of chosen.get(def.slug) ?? []) groupsOf.get(draft.id)?.push(def.id);
  }

  const games: CatalogueGame[] = all.map((d) => ({
    id: d.id,
    slug: providerSlug(d.name),
    friendly_name: d.name,
    translation: d.name,
    supplier: supplierName(d.supplierId) ?? '',
    supplier_id: d.supplierId,
    logo: gameLogoPath(d.id),
    release_date: toDottedDate(new Date(today - d.daysAgo * DAY_MS)),
    type: d.live === null ? 'slot' : 'live',
    groups: (groupsOf.get(d.id) ?? []).sort((a, b) => a - b),
    ...(d.jackpot ? { jackpot: d.jackpot } : {}),
  }));
  const gameById = new Map(games.map((g) => [g.id, g]));
  const gamesOf = (drafted: readonly Draft[]) => drafted.map((d) => gameById.get(d.id)).filter((g): g is CatalogueGame => g !== undefined);

  const idBySlug = new Map(GROUP_DEFS.map((d) => [d.slug, d.id]));
  const groups: CatalogueGroup[] = GROUP_DEFS.map((def, i) => ({
    id: def.id,
    name: def.name,
    slug: def.slug,
    type: def.type,
    parent: def.parent ? (idBySlug.get(def.parent) ?? null) : null,
    order: i + 1,
    title: def.title,
    description: def.description,
    game_count: chosen.get(def.slug)?.length ?? 0,
  }));
  const gamesOfGroup = new Map(GROUP_DEFS.map((def) => [def.id, gamesOf(chosen.get(def.slug) ?? [])]));

  const gamesOfSupplier = new Map<number, CatalogueGame[]>(SUPPLIER_IDS.map((id) => [id, []]));
  for (const game of [...games].sort((a, b) => byName({ name: a.translation }, { name: b.translation }))) {
    gamesOfSupplier.get(game.supplier_id)?.push(game);
  }
  const suppliers: CatalogueSupplier[] = SUPPLIER_IDS.map((id) => {
    const name = supplierName(id) ?? String(id);
    return { id, name, slug: providerSlug(name), logo: supplierLogoPath(id), game_count: gamesOfSupplier.get(id)?.length ?? 0 };
  }).sort(byName);

  const jackpots: Jackpot[] = JACKPOT_DEFS.map(({ id, name, amount }) => ({
    id,
    name,
    amount,
    currency: 'EUR',
    game_ids: games.filter((g) => g.jackpot === id).map((g) => g.id),
  }));

  return deepFreeze({
    games,
    groups,
    suppliers,
    jackpots,
    gameById,
    gameBySlug: new Map(games.map((g) => [g.slug, g])),
    groupById: new Map(groups.map((g) => [g.id, g])),
    groupBySlug: new Map(groups.map((g) => [g.slug, g])),
    supplierById: new Map(suppliers.map((s) => [s.id, s])),
    gamesOfGroup,
    gamesOfSupplier,
  });
}

let cached: { day: number; catalogue: Catalogue } | null = null;

/** The catalogue for today, built once per day (release dates move with the date). */
export function getCatalogue(now: number = Date.now()): Catalogue {
  const day = Math.floor(now / DAY_MS);
  if (cached?.day !== day) cached = { day, catalogue: buildCatalogue(now) };
  return cached.catalogue;
}
