/**
 * The response schemas are built when a call first parses with them, not when their module
 * loads: a visitor's first load asks for the maintenance state, the jackpots and the player,
 * and loading those clients used to build every content, games and player schema in one task
 * after hydration (docs/decisions.md, Data, "Response schemas built on first use").
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';

type Zod = typeof z;

const built: string[] = [];

jest.mock('zod/mini', () => {
  const actual = jest.requireActual<Zod>('zod/mini');
  const counted =
    <F extends (...args: never[]) => unknown>(name: string, build: F) =>
    (...args: Parameters<F>) => {
      // The caller's frame, so a failure names the schema that was built too early.
      built.push(`${name} ${(new Error().stack ?? '').split('\n')[2]?.trim() ?? ''}`);
      return build(...args);
    };
  return { ...actual, object: counted('object', actual.object), looseObject: counted('looseObject', actual.looseObject) };
});

/** Every schema file, so a new one is held to the same rule without being listed here. */
const SCHEMA_MODULES = readdirSync(join(__dirname, '../../src/api/schemas')).map((file) => file.replace(/\.ts$/, ''));

beforeEach(() => {
  built.length = 0;
  jest.resetModules();
});

it('loading every response schema module and the clients a first load uses builds no object schema', async () => {
  for (const name of SCHEMA_MODULES) await import(`@/api/schemas/${name}`);
  await import('@/api/content');
  await import('@/api/main/games');
  await import('@/api/main/player');
  expect(built).toEqual([]);
});

it('parsing the maintenance state builds its own schemas and none of the games or pages', async () => {
  const { maintenanceSchema } = await import('@/api/schemas/content');
  const parsed = z.safeParse(maintenanceSchema, { maintenance: { fi: '<p>Huolto</p>' }, serviceDisruption: null });
  expect(parsed.success && parsed.data).toEqual({ maintenance: { fi: '<p>Huolto</p>' }, serviceDisruption: {} });
  // The answer's object and its per-language messages, once each.
  expect(built).toHaveLength(2);
  z.safeParse(maintenanceSchema, { maintenance: null, serviceDisruption: null });
  expect(built).toHaveLength(2);
});

it('the empty site settings written out in the client are what the schema makes of {}', async () => {
  const { EMPTY_SITE_SETTINGS } = await import('@/api/content');
  const { siteSettingsSchema } = await import('@/api/schemas/content');
  expect(EMPTY_SITE_SETTINGS).toEqual(z.parse(siteSettingsSchema, {}));
});

it('a schema built on first use parses as before: a game list drops a malformed game', async () => {
  const { gameListSchema } = await import('@/api/schemas/games');
  const game = { id: 1, slug: 'a', friendly_name: 'A', translation: 'A', supplier: 'S', supplier_id: 2, logo: '/x.png', release_date: '01.02.2026', type: 'slot' };
  const parsed = z.safeParse(gameListSchema, { games: [game, { id: 'bad' }] });
  expect(parsed.success && parsed.data.games.map((g) => g.slug)).toEqual(['a']);
});
