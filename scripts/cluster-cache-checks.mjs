// The page cache's proof (issue #21; docs/decisions.md, "Campaign night"), run by
// scripts/cluster-test.mjs on a fresh nginx, before anything else asked it for a page:
//   - every cached route asked with a player's session and without it: the session's answers
//     never reach the cache (BYPASS, and the visitor after it gets a MISS), the visitor's do
//     (the next visitor gets a HIT), and no answer carries the player's data;
//   - a response that sets a cookie (?ref=) and the app's API routes are never stored;
//   - a marketer's preview (draft mode) bypasses the cache, and what it saw never reaches a
//     visitor, at an address visitors have cached and at one they do not have;
// and the freshness of a revalidation through nginx (measured by the caller's section 2).
import assert from 'node:assert/strict';
import { get } from './cluster-lib.mjs';

const QA = { 'x-kasino-qa': '1', 'content-type': 'application/json' };
/** A seeded player (README, "Seeded players") with a name, a nickname and a balance. */
const PLAYER = 'regular@kasino.test';
/** The seed's published campaign with an unpublished change, and a draft page (src/mocks/seed/content-pages.ts). */
const CHANGED_CAMPAIGN = { slug: 'weekend-free-spins', draftText: 'nyt 40 kierrosta' };
const DRAFT_PAGE = { slug: 'vip-programme', draftText: 'VIP-ohjelma' };

/** The routes nginx caches, one or more of each family, found where the site lists them. */
async function cachedRoutes(site, buildId) {
  const sitemap = await (await get(`${site}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc.replaceAll('&amp;', '&'));
    return `${url.pathname}${url.search}`;
  });
  const first = (pattern) => {
    const found = paths.find((path) => pattern.test(path));
    assert.ok(found, `the sitemap lists a page matching ${pattern}`);
    return found;
  };
  return [
    '/fi',
    '/en',
    '/et',
    '/fi/pelit',
    '/en/games',
    '/et/mangud',
    '/fi/livekasino',
    first(/^\/fi\/livekasino\/\d+\//),
    '/fi/pelit/1/all-slots',
    '/fi/pelit/1/all-slots?page=2',
    '/en/games/1/all-slots',
    '/fi/pelivalmistajat',
    first(/^\/fi\/pelivalmistaja\/\d+\//),
    first(/^\/fi\/tietoa\//),
    // Affiliate landing pages are not in the sitemap; this one is the seed's.
    '/fi/tervetuloa/kasinoopas',
    '/fi/uutiset',
    first(/^\/fi\/uutiset\?article=/),
    '/fi/kampanjat',
    `/fi/kampanjat?campaign=${CHANGED_CAMPAIGN.slug}`,
    '/fi/peli/stormy-cherries-mega-spins/pelaa',
    '/fi/kirjaudu',
    '/fi/rekisteroidy',
    '/fi/bonuswheel',
    '/fi/profile/limits',
    `/_next/data/${buildId}/fi.json`,
    `/_next/data/${buildId}/fi/pelit/1/all-slots.json`,
  ];
}

/** Logs the seeded player in through the mock: the session cookie and what identifies the player. */
async function playerSession(mockOrigin) {
  const login = await fetch(`${mockOrigin}/__qa/login`, { method: 'POST', headers: QA, body: JSON.stringify({ email: PLAYER }) });
  assert.equal(login.status, 200, 'the mock logs the seeded player in');
  const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).find((pair) => pair.startsWith('kasino_session='));
  assert.ok(cookie, 'the login sets the session cookie');
  const player = await (await fetch(`${mockOrigin}/main/player`, { headers: { cookie } })).json();
  // Strings no public page contains: the player's email and nickname, and the session token.
  const markers = [player.email, player.nickName, cookie.split('=')[1]];
  assert.ok(markers.every((m) => typeof m === 'string' && m.length >= 6), 'the player has an email and a nickname');
  return { cookie, markers };
}

const cacheStatus = (response) => response.headers.get('x-cache-status') ?? '';

/** Asks `path` and returns status, cache status and body; fails if the body carries a marker. */
async function ask(site, path, markers, headers = {}) {
  const response = await get(`${site}${path}`, headers);
  const body = await response.text();
  const leaked = markers.filter((m) => body.includes(m)).length;
  assert.equal(leaked, 0, `${path}${headers.cookie ? ' (with a cookie)' : ''}: the answer carries none of the player's data`);
  return { status: response.status, cache: cacheStatus(response), body, headers: response.headers };
}

/**
 * The cache-safety proof on `site` (an nginx that has not served a page yet). Returns what
 * it counted, for the report.
 */
export async function checkCacheSafety({ site, mockOrigin, buildId, previewSecret }) {
  const routes = await cachedRoutes(site, buildId);
  const { cookie, markers } = await playerSession(mockOrigin);
  const session = { cookie };

  for (const path of routes) {
    const player = await ask(site, path, markers, session);
    assert.deepEqual([player.status, player.cache], [200, 'BYPASS'], `${path} with the session: served by an instance, not the cache`);
    const visitor = await ask(site, path, markers);
    assert.deepEqual([visitor.status, visitor.cache], [200, 'MISS'], `${path}: the player's answer was not stored`);
    // A page generated at run time: another instance reading it from Redis for the first time
    // does not know its lifetime and sends no Cache-Control, so it is not stored (docs/
    // decisions.md, "Campaign night"); with two instances it may take another visitor.
    let next = visitor;
    for (let tries = 0; tries < 4 && next.cache !== 'HIT'; tries += 1) next = await ask(site, path, markers);
    assert.deepEqual([next.status, next.cache], [200, 'HIT'], `${path}: a visitor's answer is cached for the next visitors`);
    const again = await ask(site, path, markers, session);
    assert.equal(again.cache, 'BYPASS', `${path} with the session again: not from the cache`);
  }

  // A response that sets a cookie (an affiliate's ?ref=) is never stored.
  for (let i = 0; i < 2; i += 1) {
    const ref = await ask(site, '/fi/pelit?ref=kasinoopas', markers);
    assert.equal(ref.status, 200);
    assert.match(ref.headers.get('set-cookie') ?? '', /kasino_affiliate=kasinoopas/);
    assert.equal(ref.cache, 'MISS', 'a response that sets a cookie is not stored');
  }

  // The app's API routes and the second API's proxy: never through the cache. The avatar is the
  // player's own data (the second API, with the session); a visitor gets no avatar.
  for (const path of ['/api/user/avatar', '/api/app/health']) {
    for (let i = 0; i < 2; i += 1) assert.equal((await ask(site, path, [], session)).cache, '', `${path} is not cached`);
  }
  const avatar = await ask(site, '/api/user/avatar', [], session);
  assert.equal(avatar.status, 200);
  assert.notEqual((await ask(site, '/api/user/avatar', [])).body, avatar.body, 'a visitor does not get the player\'s avatar');

  const previewChecks = await checkPreview(site, previewSecret, markers, buildId);
  return { routes: routes.length, previewChecks };
}

/** A marketer's preview: bypasses the cache, and nothing it saw reaches a visitor. */
async function checkPreview(site, secret, markers, buildId) {
  const opened = await get(`${site}/api/app/preview?${new URLSearchParams({ secret, type: 'campaign', slug: CHANGED_CAMPAIGN.slug, locale: 'fi' })}`);
  assert.equal(opened.status, 307, 'the preview link opens');
  assert.equal(cacheStatus(opened), '');
  const cookie = opened.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .filter((pair) => /^(__prerender_bypass|__next_preview_data)=/.test(pair))
    .join('; ');
  // Draft mode sets __prerender_bypass; the older preview mode also __next_preview_data.
  assert.match(cookie, /__prerender_bypass=/, 'the preview link turns draft mode on');
  const preview = { cookie };
  const cases = [
    // Visitors have this address cached (checked above): the preview is not served from it, and
    // the unpublished change it shows does not replace it.
    { path: `/fi/kampanjat?campaign=${CHANGED_CAMPAIGN.slug}`, draft: CHANGED_CAMPAIGN.draftText, visitorStatus: 200 },
    // A draft page visitors cannot see, as a page and as client-side navigation's data.
    { path: `/fi/tietoa/${DRAFT_PAGE.slug}`, draft: DRAFT_PAGE.draftText, visitorStatus: 404 },
    { path: `/_next/data/${buildId}/fi/tietoa/${DRAFT_PAGE.slug}.json`, draft: DRAFT_PAGE.draftText, visitorStatus: 404 },
  ];
  for (const { path, draft, visitorStatus } of cases) {
    for (let i = 0; i < 2; i += 1) {
      const seen = await ask(site, path, markers, preview);
      assert.equal(seen.status, 200, `${path} in preview`);
      assert.ok(seen.body.includes(draft), `${path}: the preview shows the draft`);
      assert.equal(seen.cache, 'BYPASS', `${path}: a preview is not served from the cache`);
      assert.match(seen.headers.get('cache-control') ?? '', /private/);
    }
    const visitor = await ask(site, path, markers);
    assert.equal(visitor.status, visitorStatus, `${path} for a visitor`);
    assert.ok(!visitor.body.includes(draft), `${path}: a visitor never gets the preview's draft`);
    assert.notEqual(visitor.cache, 'BYPASS');
    if (visitorStatus !== 200) assert.equal(visitor.cache, 'MISS', `${path}: the preview's answer was not stored`);
  }
  return cases.length;
}

/**
 * What browsers and curl send as Accept-Encoding. nginx must hold one copy of a page for all of
 * them (it ignores the instances' Vary), or a refresh made by one would miss the others' copies.
 */
export const CLIENTS = [{ 'accept-encoding': 'gzip, deflate, br, zstd' }, { 'accept-encoding': 'identity' }];

/**
 * Polls `path` through each of `sites`, as each of CLIENTS, until `isFresh(body)`: the
 * milliseconds from `since` until every one of them showed it, and how many answers were still
 * the old page (the caller asserts both).
 */
export async function msUntilVisible(sites, path, isFresh, since, timeoutMs = 10_000) {
  const pending = new Set(sites.flatMap((site) => CLIENTS.map((headers) => ({ site, headers }))));
  let stale = 0;
  while (pending.size) {
    for (const asked of [...pending]) {
      if (isFresh(await (await get(`${asked.site}${path}`, asked.headers)).text())) pending.delete(asked);
      else stale += 1;
    }
    if (!pending.size) break;
    assert.ok(Date.now() - since < timeoutMs, `${path} did not change through nginx within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { ms: Date.now() - since, stale };
}
