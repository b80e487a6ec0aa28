// First-load JS of a page (kB gz of the _app and page chunks, as `next build` lists them) and the
// bare Next.js page it is measured against: shared by `npm run perf` and `npm run budget`.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bin, run } from './proc.mjs';

export const BARE_DIR = 'perf/.bare';

/**
 * The main routes, measured by `npm run perf` and named in `npm run budget` (which checks every
 * page of the build, first-load JS ≤ 1.5× bare). `label`, when given, is how perf names the route.
 */
export const ROUTES = [
  { route: 'home', path: '/fi', page: '/' },
  { route: 'slotIndex', path: '/fi/pelit', page: '/games' },
  // The mock's "all slots" group: every generated slot (src/mocks/seed/catalogue.ts, SLOT_COUNT).
  { route: 'slotGroup', label: 'slotGroup (1,880 games)', path: '/fi/pelit/1/all-slots', page: '/games/[id]/[slug]' },
  { route: 'gamePlay', path: '/fi/peli/stormy-cherries-mega-spins/pelaa', page: '/game/[slug]/play' },
  { route: 'login', path: '/fi/kirjaudu', page: '/login' },
  { route: 'registration', path: '/fi/rekisteroidy', page: '/registration' },
  // Issue #16: the wheel page's score stays within the lobby pages'.
  { route: 'bonusWheel', path: '/fi/bonuswheel', page: '/bonuswheel' },
];
export const JS_BUDGET = 1.5;

/** Which chunks each page of a build loads first (Next's build manifest). */
const buildManifest = (dir) => JSON.parse(readFileSync(join(dir, '.next/build-manifest.json'), 'utf8'));

/** Every page of a build (/_app is the part every page shares, not a page of its own). */
export function builtPages(dir) {
  return Object.keys(buildManifest(dir).pages).filter((page) => page !== '/_app').sort();
}

export function firstLoadKb(dir, page) {
  const manifest = buildManifest(dir);
  // A renamed page must not pass as "only _app".
  for (const name of ['/_app', page]) if (!manifest.pages[name]) throw new Error(`${dir}/.next has no page ${name}`);
  const files = new Set([...manifest.pages['/_app'], ...manifest.pages[page]]);
  const bytes = [...files]
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(dir, '.next', file))).length, 0);
  return bytes / 1024;
}

/** Builds the bare reference page with the same Next.js version. */
export async function buildBare() {
  rmSync(BARE_DIR, { recursive: true, force: true });
  cpSync('perf/bare', BARE_DIR, { recursive: true });
  await run(bin('next'), ['build', BARE_DIR]);
}
