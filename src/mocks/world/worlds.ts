import { seedPlayers } from '../seed/players';
import type { Messages, World } from './types';

export const DEFAULT_WORLD = 'default';
const MAX_WORLDS = 500;

export const MAINTENANCE_MESSAGES: Messages = {
  fi: '<p>Päivitämme Kasinoa. Palaamme noin klo <strong>06.00</strong>.</p>',
  en: '<p>We are upgrading Kasino. We expect to be back at about <strong>06:00</strong>.</p>',
  et: '<p>Uuendame Kasinot. Oleme tagasi umbes kell <strong>06.00</strong>.</p>',
};

export const DISRUPTION_MESSAGES: Messages = {
  fi: '<p>Pankkitalletuksissa on viivettä. <a href="/fi/uutiset">Lue lisää</a></p>',
  en: '<p>Bank deposits are delayed at the moment. <a href="/en/news">Read more</a></p>',
  et: '<p>Pangamaksetega on hetkel viivitusi. <a href="/et/uudised">Loe lähemalt</a></p>',
};

/**
 * A fresh world from the seed. With `frozenAt` (epoch ms) its clock stands still at that instant
 * (QA's offsets still shift it) and the seed's relative times ("two days ago") are taken from it,
 * so every date, timer and jackpot it answers is the same in every run (e2e/visual.spec.ts).
 */
export function createWorld(id: string, frozenAt: number | null = null): World {
  return {
    id,
    clockOffsetMs: 0,
    frozenAt,
    maintenance: {},
    serviceDisruption: {},
    xssCorpus: false,
    failures: [],
    players: seedPlayers(frozenAt ?? Date.now()),
    sessions: new Map(),
    loginTokens: new Map(),
    codes: new Map(),
    payments: new Map(),
    rate: new Map(),
    nextId: 1,
  };
}

const worlds = new Map<string, World>();

/** The world for an id, created from the seed on first use; the oldest are dropped past a cap. */
export function getWorld(id: string = DEFAULT_WORLD): World {
  let world = worlds.get(id);
  if (!world) {
    world = createWorld(id);
    worlds.set(id, world);
    if (worlds.size > MAX_WORLDS) {
      const oldest = worlds.keys().next().value;
      if (oldest !== undefined && oldest !== DEFAULT_WORLD) worlds.delete(oldest);
    }
  }
  return world;
}

export function resetWorld(id: string = DEFAULT_WORLD, frozenAt: number | null = null): World {
  const world = createWorld(id, frozenAt);
  worlds.set(id, world);
  return world;
}

/** The world's clock, shifted by QA (and standing still in a frozen world). */
export function now(world: World): Date {
  return new Date((world.frozenAt ?? Date.now()) + world.clockOffsetMs);
}
