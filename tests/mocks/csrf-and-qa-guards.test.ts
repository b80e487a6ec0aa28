import { carriesClientHeader } from '@/api/client-header';
import { getDemoGame, getJackpots, getRealGame, search } from '@/api/main/games';
import { resetRealityCheck } from '@/api/main/limits';
import { getPlayer, sendVerificationEmail, sendVerificationSms } from '@/api/main/player';
import { login } from '@/api/main/session';
import { getMaintenance } from '@/api/content';
import { QA_HEADER } from '@/mocks/guards';
import { SEED_PASSWORD } from '@/mocks/seed/players';
import { getWorld } from '@/mocks/world/worlds';

const MOCK = 'http://localhost:4010';

/** Records the headers of every request the app's client makes. */
function recordHeaders() {
  const seen: { url: string; headers: Headers }[] = [];
  const wrapped = global.fetch;
  global.fetch = async (input, init) => {
    seen.push({ url: String(input), headers: new Headers(init?.headers) });
    return wrapped(input, init);
  };
  return { seen, restore: () => (global.fetch = wrapped) };
}

describe('the client header against login CSRF', () => {
  it('every state change carries X-Kasino-Client: web; a read and the content service send only CORS-safelisted headers, so no preflight', async () => {
    const { seen, restore } = recordHeaders();
    await login({ email: 'regular@kasino.test', password: SEED_PASSWORD });
    await getPlayer();
    await getJackpots();
    await search({ keyword: 'cherry', lang: 'fi' });
    await getDemoGame(1001, 'fi');
    await getRealGame(1001, 'fi');
    await sendVerificationEmail();
    await sendVerificationSms();
    await resetRealityCheck();
    await getMaintenance();
    restore();
    expect(seen.map((s) => [s.url.replace(MOCK, '').replace(/\?.*/, ''), s.headers.get('x-kasino-client')])).toEqual([
      ['/main/login', 'web'],
      ['/main/player', null],
      ['/main/jackpots', null],
      ['/main/search', null],
      ['/main/game/demo/1001', null],
      ['/main/game/real/1001', 'web'],
      ['/main/player/sendVerificationEmail', 'web'],
      ['/main/player/sendVerificationSms', 'web'],
      ['/main/player/limit/realityCheck/reset', 'web'],
      ['/content/maintenance', null],
    ]);
    // What a browser sends a cross-origin GET with, unasked (Fetch, "CORS-safelisted request-header").
    const safelisted = new Set(['accept', 'accept-language', 'content-language']);
    for (const { url, headers } of seen.filter((s) => s.headers.get('x-kasino-client') === null)) {
      expect([url, [...headers.keys()].filter((name) => !safelisted.has(name))]).toEqual([url, []]);
    }
  });

  it('the header goes with every POST and with exactly the GETs that change something', () => {
    for (const path of ['login', 'player/limit/time', 'games/favourites/add', 'player/sendVerificationEmail']) expect(carriesClientHeader('POST', path)).toBe(true);
    for (const path of ['player/sendVerificationSms', '/player/sendVerificationEmail', 'player/limit/realityCheck/reset', 'game/real/1001']) expect(carriesClientHeader('GET', path)).toBe(true);
    for (const path of ['player', 'player/balance', 'player/limits', 'player/limit/realityCheck', 'game/demo/1001', 'game/realm', 'payment/initWithdraw', 'search', 'jackpots']) {
      expect([path, carriesClientHeader('GET', path)]).toEqual([path, false]);
    }
  });

  it('the mock refuses a state-changing GET without it, and answers a read without it', async () => {
    const forged = await fetch(`${MOCK}/main/player/sendVerificationSms`);
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ success: false, error: 'Missing X-Kasino-Client header', errorCode: 403 });
    const read = await fetch(`${MOCK}/main/jackpots?currency=eur`);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ success: true });
  });

  it('the mock refuses a main-API POST without it, as a cross-site form would send it, and logs no one in', async () => {
    const form = new URLSearchParams({ email: 'regular@kasino.test', password: SEED_PASSWORD, policyChecked: 'true', privacyPolicyChecked: 'true' });
    const forged = await fetch(`${MOCK}/main/login`, { method: 'POST', body: form });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ success: false, error: 'Missing X-Kasino-Client header', errorCode: 403 });
    expect(forged.headers.get('set-cookie')).toBeNull();
    expect(getWorld().sessions.size).toBe(0);
    const wrongValue = await fetch(`${MOCK}/main/login`, { method: 'POST', body: form, headers: { 'X-Kasino-Client': 'evil' } });
    expect(wrongValue.status).toBe(403);
    const real = await fetch(`${MOCK}/main/login`, { method: 'POST', body: form, headers: { 'X-Kasino-Client': 'web' } });
    expect(await real.json()).toMatchObject({ success: true });
  });
});

describe('the QA switches', () => {
  const maintenance = (headers: Record<string, string>, body = JSON.stringify({ on: true })) =>
    fetch(`${MOCK}/__qa/maintenance`, { method: 'POST', headers, body });

  it('need the x-kasino-qa header: without it nothing changes', async () => {
    const refused = await maintenance({ 'Content-Type': 'application/json' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'QA switches need the x-kasino-qa: 1 header' });
    expect(getWorld().maintenance).toEqual({});
    expect((await fetch(`${MOCK}/__qa/mail`)).status).toBe(403);
    expect((await maintenance({ 'Content-Type': 'application/json', [QA_HEADER]: '1' })).status).toBe(200);
    expect(getWorld().maintenance).not.toEqual({});
  });

  it('read JSON only with a JSON content type (a cross-site form can post text/plain)', async () => {
    const plain = await maintenance({ 'Content-Type': 'text/plain', [QA_HEADER]: '1' });
    expect(plain.status).toBe(415);
    expect(getWorld().maintenance).toEqual({});
    expect((await maintenance({ 'Content-Type': 'application/json; charset=utf-8', [QA_HEADER]: '1' })).status).toBe(200);
  });
});
