import { http, HttpResponse } from 'msw';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@/api/client-header';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '@/api/idempotency';
import { getAvatar, setAvatar } from '@/api/second/avatar';
import { completeBonusWheel, getBonusGameProgress, getBonusGameRewards, getBonusWheel, spinBonusWheel } from '@/api/second/bonus';
import { prizeGames } from '@/mocks/handlers/second-prizes';
import { secondHandlers } from '@/mocks/handlers/second';
import type { BetRecord } from '@/mocks/world/types';
import { server } from '../utils/msw';
import { COOL_OFF, FIRST, REGULAR, signIn } from './session';
import { cents } from '@/lib/money';

const MOCK = 'http://localhost:4010';

/**
 * The app reaches the second API same-origin under /api, which next.config.js rewrites to the
 * mock's /second; jest has no Next server, so this does the rewrite (the cookie jar below it
 * then adds the session, as the browser would).
 */
const jarFetch = global.fetch;
beforeAll(() => {
  const inner = global.fetch;
  global.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return inner(url.startsWith('/api/') ? `${MOCK}/second/${url.slice('/api/'.length)}` : input, init);
  };
});
afterAll(() => {
  global.fetch = jarFetch;
});
beforeEach(() => server.use(...secondHandlers));
afterEach(() => server.events.removeAllListeners());

const DAY = 86_400_000;
const bet = (i: number, createdTime: string, betAmount = 100): BetRecord => ({ id: `b-${i}`, gameId: 1001, productTranslation: 'Game', betAmount: cents(betAmount), winAmount: cents(0), createdTime });

describe('avatar', () => {
  it('answers the player avatar with its url from the app', async () => {
    signIn(REGULAR);
    expect(await getAvatar()).toEqual({ success: true, data: { id: 7, url: '/avatars/7.svg' } });
  });

  it('sets an avatar of the brand list and refuses others with 195', async () => {
    const player = signIn(REGULAR);
    expect(await setAvatar(29)).toEqual({ success: true, data: { id: 29, url: '/avatars/29.svg' } });
    expect(player.avatar).toBe(29);
    expect(await setAvatar(30)).toMatchObject({ success: false, errorCode: 195 });
    expect(await setAvatar(0)).toMatchObject({ success: false, errorCode: 195 });
    expect(player.avatar).toBe(29);
  });

  it('takes a save whose answer names no avatar as the one asked for, and an id in it as the backend says', async () => {
    signIn(REGULAR);
    server.use(http.post('*/second/user/avatar', () => HttpResponse.json({ success: true }), { once: true }));
    expect(await setAvatar(12)).toEqual({ success: true, data: { id: 12, url: '/avatars/12.svg' } });
    server.use(http.post('*/second/user/avatar', () => HttpResponse.json({}), { once: true }));
    expect(await setAvatar(4)).toEqual({ success: true, data: { id: 4, url: '/avatars/4.svg' } });
    server.use(http.post('*/second/user/avatar', () => HttpResponse.json({ id: 2 }), { once: true }));
    expect(await setAvatar(4)).toEqual({ success: true, data: { id: 2, url: '/avatars/2.svg' } });
  });

  it('shows an unknown avatar id as the default avatar', async () => {
    signIn(REGULAR);
    server.use(http.get('*/second/user/avatar', () => HttpResponse.json({ success: true, id: 99, url: 'https://elsewhere.example/x.png' })));
    expect(await getAvatar()).toEqual({ success: true, data: { id: 1, url: '/avatars/1.svg' } });
  });
});

describe('bonus wheel', () => {
  it('lists the spins left and the prizes, promo money in cents', async () => {
    signIn(REGULAR);
    const wheel = await getBonusWheel();
    if (!wheel.success) throw new Error(wheel.error);
    expect(wheel.data.available_spins).toBe(2);
    expect(wheel.data.maxPrizes).toHaveLength(8);
    expect(wheel.data.maxPrizes[1]).toEqual({ id: 'w2', type: 'promo', amount: 200 });
    expect(wheel.data.maxPrizes[0]).toEqual({ id: 'w1', type: 'freeSpins', amount: 10, game: { name: prizeGames()[0]?.translation, slug: prizeGames()[0]?.slug } });
  });

  it('spins by the fixed sequence, credits each prize once on complete, and stops at zero spins', async () => {
    const player = signIn(REGULAR);
    const first = await spinBonusWheel(newIdempotencyKey());
    if (!first.success) throw new Error(first.error);
    expect(first.data).toMatchObject({ prize: { type: 'promo', amount: 200 }, prizeIndex: 1, available_spins: 1 });
    expect(player.promo).toBe(2_000);
    const completeKey = newIdempotencyKey();
    expect(await completeBonusWheel(first.data.reference, completeKey)).toMatchObject({ success: true, data: { reference: first.data.reference, prize: { amount: 200 } } });
    expect(player.promo).toBe(2_200);
    // The same complete asked again (its answer lost): the prize it credited, and no second credit.
    expect(await completeBonusWheel(first.data.reference, completeKey)).toMatchObject({ success: true, data: { reference: first.data.reference, prize: { amount: 200 } } });
    expect(player.promo).toBe(2_200);
    // Another complete of the same spin: already completed.
    expect(await completeBonusWheel(first.data.reference, newIdempotencyKey())).toMatchObject({ success: false, errorCode: 180 });
    expect(player.promo).toBe(2_200);

    const second = await spinBonusWheel(newIdempotencyKey());
    if (!second.success) throw new Error(second.error);
    expect(second.data).toMatchObject({ prize: { type: 'freeSpins', amount: 10 }, prizeIndex: 0, available_spins: 0 });
    await completeBonusWheel(second.data.reference, newIdempotencyKey());
    expect(player.freeSpins).toEqual([expect.objectContaining({ name: 'Bonuspyörä', freeSpins: 10, gameName: prizeGames()[0]?.translation })]);

    expect(await spinBonusWheel(newIdempotencyKey())).toMatchObject({ success: false, errorCode: 180 });
    expect(player.bonusWheelSpins).toBe(0);
  });

  it('answers 409 with no spins left, refuses unknown references and cool-off', async () => {
    signIn(FIRST);
    const response = await fetch(`${MOCK}/second/bonuswheel/spin`, {
      method: 'POST',
      headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE, [IDEMPOTENCY_HEADER]: newIdempotencyKey() },
    });
    expect(response.status).toBe(409);
    expect(await completeBonusWheel('nope', newIdempotencyKey())).toMatchObject({ success: false, errorCode: 180 });
    const cooled = signIn(COOL_OFF);
    cooled.bonusWheelSpins = 1;
    expect(await spinBonusWheel(newIdempotencyKey())).toMatchObject({ success: false, errorCode: 217 });
    expect(cooled.bonusWheelSpins).toBe(1);
  });

  it('does not let one player complete another player’s spin', async () => {
    signIn(REGULAR);
    const spin = await spinBonusWheel(newIdempotencyKey());
    const reference = spin.success ? spin.data.reference : '';
    signIn(FIRST);
    expect(await completeBonusWheel(reference, newIdempotencyKey())).toMatchObject({ success: false, errorCode: 180 });
  });
});

describe('a spin asked again', () => {
  it('sends the key of the player’s spin in the Idempotency-Key header', async () => {
    signIn(REGULAR);
    const received: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/second/bonuswheel/spin' && request.method === 'POST') received.push(request.headers.get(IDEMPOTENCY_HEADER));
    });
    await spinBonusWheel('wheel-spin-action-0001');
    expect(received).toEqual(['wheel-spin-action-0001']);
  });

  it('with the same key answers the first spin and uses no other; a new key spins again', async () => {
    const player = signIn(REGULAR);
    const key = newIdempotencyKey();
    const first = await spinBonusWheel(key);
    expect(first).toMatchObject({ success: true, data: { prize: { type: 'promo', amount: 200 }, available_spins: 1 } });
    expect(await spinBonusWheel(key)).toEqual(first);
    expect(player.bonusWheelSpins).toBe(1);
    expect(await spinBonusWheel(newIdempotencyKey())).toMatchObject({ success: true, data: { prize: { type: 'freeSpins', amount: 10 }, available_spins: 0 } });
    expect(player.bonusWheelSpins).toBe(0);
  });

  it('is refused without a key (400), and no spin is used', async () => {
    const player = signIn(REGULAR);
    const response = await fetch(`${MOCK}/second/bonuswheel/spin`, { method: 'POST', headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error: expect.stringContaining(IDEMPOTENCY_HEADER) });
    expect(player.bonusWheelSpins).toBe(2);
  });
});

describe('the client header against CSRF', () => {
  it('every POST of the app carries X-Kasino-Client: web, as the backend received it', async () => {
    signIn(REGULAR);
    const received: [string, string | null][] = [];
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path.startsWith('/second/') && request.method === 'POST') received.push([path, request.headers.get(CLIENT_HEADER)]);
    });
    const spin = await spinBonusWheel(newIdempotencyKey());
    await completeBonusWheel(spin.success ? spin.data.reference : '', newIdempotencyKey());
    await setAvatar(12);
    expect(received).toEqual([
      ['/second/bonuswheel/spin', CLIENT_HEADER_VALUE],
      ['/second/bonuswheel/complete', CLIENT_HEADER_VALUE],
      ['/second/user/avatar', CLIENT_HEADER_VALUE],
    ]);
  });

  it('the mock refuses a POST without it or with another value, as a cross-site form would send it, and changes nothing', async () => {
    const player = signIn(REGULAR);
    const key = { [IDEMPOTENCY_HEADER]: newIdempotencyKey() };
    const spin = await spinBonusWheel(newIdempotencyKey());
    const reference = spin.success ? spin.data.reference : '';
    const promo = player.promo;
    const forged = (path: string, body: URLSearchParams, headers: Record<string, string> = {}) =>
      fetch(`${MOCK}/second/${path}`, { method: 'POST', body, headers, credentials: 'include' });
    for (const headers of [key, { ...key, [CLIENT_HEADER]: 'evil' }]) {
      const spun = await forged('bonuswheel/spin', new URLSearchParams(), headers);
      expect(spun.status).toBe(403);
      expect(await spun.json()).toEqual({ success: false, error: `Missing ${CLIENT_HEADER} header`, errorCode: 403 });
      expect((await forged('bonuswheel/complete', new URLSearchParams({ reference }), headers)).status).toBe(403);
      expect((await forged('user/avatar', new URLSearchParams({ avatar: '3' }), headers)).status).toBe(403);
    }
    expect(player).toMatchObject({ bonusWheelSpins: 1, promo, avatar: 7 });
    // The same requests with the header go through.
    const real = await forged('user/avatar', new URLSearchParams({ avatar: '3' }), { [CLIENT_HEADER]: CLIENT_HEADER_VALUE });
    expect(await real.json()).toMatchObject({ success: true, id: 3 });
  });
});

describe('bonus game', () => {
  it('needs the timestamp parameter (400 without)', async () => {
    signIn(REGULAR);
    for (const path of ['progress', 'rewards']) {
      const response = await fetch(`${MOCK}/second/bonus-game/${path}`);
      expect(response.status).toBe(400);
      expect((await fetch(`${MOCK}/second/bonus-game/${path}?timestamp=soon`)).status).toBe(400);
    }
  });

  it('starts a round at level 1 with no rewards', async () => {
    signIn(FIRST);
    expect(await getBonusGameProgress()).toMatchObject({ success: true, data: { level: 1, points: 0, nextLevelPoints: 10 } });
    expect(await getBonusGameRewards()).toEqual({ success: true, data: [] });
  });

  it("seeds the regular player's round: level 6, a reward of each kind, each suffix named and normalised", async () => {
    signIn(REGULAR);
    expect(await getBonusGameProgress()).toMatchObject({ success: true, data: { level: 6, points: 52, nextLevelPoints: 60 } });
    const rewards = await getBonusGameRewards();
    if (!rewards.success) throw new Error(rewards.error);
    expect(rewards.data.map((r) => [r.level, r.type])).toEqual([
      [6, 'freeSpins'],
      [5, 'loyaltyPoints'],
      [4, 'freeSpins'],
      [3, 'promo'],
      [2, 'freeSpins'],
    ]);
    const games = prizeGames();
    expect(rewards.data.flatMap((r) => (r.type === 'freeSpins' ? [r.game] : []))).toEqual([2, 1, 0].map((i) => ({ name: games[i]?.translation, slug: games[i]?.slug })));
  });

  it('names free-spin games with the low, 92 and dx2 suffixes on the wire', async () => {
    signIn(REGULAR);
    const response = await fetch(`${MOCK}/second/bonus-game/rewards?timestamp=${Date.now()}`);
    const body = (await response.json()) as { bonusGameRewards: { game?: string }[] };
    const names = body.bonusGameRewards.flatMap((r) => (r.game ? [r.game] : []));
    expect(names).toEqual([2, 1, 0].map((i, n) => `${prizeGames()[i]?.translation} ${['dx2', '92', 'low'][n]}`));
  });

  it('counts euros wagered in the round and lists a reward per level, names without suffixes', async () => {
    const player = signIn(REGULAR);
    const now = Date.now();
    player.bets = [bet(1, new Date(now - 1_000).toISOString(), 1_500), bet(2, new Date(now).toISOString(), 1_050), bet(3, new Date(now - 30 * DAY).toISOString(), 9_900)];
    const progress = await getBonusGameProgress(now);
    expect(progress).toMatchObject({ success: true, data: { level: 3, points: 25, nextLevelPoints: 30 } });
    const rewards = await getBonusGameRewards(new Date(now));
    if (!rewards.success) throw new Error(rewards.error);
    const game = prizeGames()[0];
    expect(rewards.data).toEqual([
      { id: expect.any(String), level: 3, type: 'promo', amount: 100, createdTime: player.bets[1]?.createdTime },
      { id: expect.any(String), level: 2, type: 'freeSpins', amount: 10, game: { name: game?.translation, slug: game?.slug }, createdTime: player.bets[0]?.createdTime },
    ]);
    const lastMonth = await getBonusGameProgress(now - 30 * DAY);
    expect(lastMonth).toMatchObject({ success: true, data: { level: 10, points: 99 } });
  });

  it('needs a session', async () => {
    const results = await Promise.all([getAvatar(), setAvatar(2), getBonusWheel(), spinBonusWheel(newIdempotencyKey()), completeBonusWheel('x', newIdempotencyKey()), getBonusGameProgress(), getBonusGameRewards()]);
    for (const result of results) expect(result).toMatchObject({ success: false, errorCode: 115 });
  });
});
