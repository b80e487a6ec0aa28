import { getMaintenance } from '@/api/content';
import { QA_HEADER } from '@/mocks/guards';
import { WORLD_HEADER } from '@/mocks/world/select';
import { createWorld, DISRUPTION_MESSAGES, getWorld, MAINTENANCE_MESSAGES, now, resetWorld } from '@/mocks/world/worlds';

const MOCK = 'http://localhost:4010';
const qa = (path: string, body: unknown, world = 'default') =>
  fetch(`${MOCK}/__qa/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [QA_HEADER]: '1', [WORLD_HEADER]: world },
    body: JSON.stringify(body),
  });
const qaGet = async (path: string, world = 'default') => (await fetch(`${MOCK}/__qa/${path}`, { headers: { [QA_HEADER]: '1', [WORLD_HEADER]: world } })).json();

describe('mock backend QA switches', () => {
  beforeEach(() => resetWorld());

  it('switch maintenance and service disruption on and off', async () => {
    await qa('maintenance', { on: true });
    await qa('disruption', { on: true });
    let result = await getMaintenance();
    expect(result.success && result.data.maintenance.fi).toContain('Päivitämme');
    expect(result.success && result.data.serviceDisruption.en).toContain('Bank deposits');
    await qa('maintenance', { on: false });
    result = await getMaintenance();
    expect(result.success && result.data.maintenance).toEqual({});
  });

  it('fail a named call once with a status, then recover', async () => {
    await qa('fail', { call: 'content.maintenance', status: 503 });
    expect(await getMaintenance()).toMatchObject({ success: false, errorCode: 503 });
    expect(await getMaintenance()).toMatchObject({ success: true });
  });

  it('fail always until cleared, and return malformed JSON on request', async () => {
    await qa('fail', { call: 'content.maintenance', times: 'always', malformed: true });
    expect(await getMaintenance()).toMatchObject({ success: false, errorCode: 100, error: 'Unexpected error' });
    expect(await getMaintenance()).toMatchObject({ success: false });
    await qa('fail/clear', {});
    expect(await getMaintenance()).toMatchObject({ success: true });
  });

  it('keep worlds apart', async () => {
    await qa('maintenance', { on: true }, 'other-world');
    const result = await getMaintenance();
    expect(result.success && result.data.maintenance).toEqual({});
  });

  it('shift the clock and reject bad input', async () => {
    const shifted = await (await qa('clock', { offsetMs: 86_400_000 })).json();
    expect(Date.parse(shifted.now) - Date.now()).toBeGreaterThan(86_000_000);
    expect((await qa('fail', { call: '' })).status).toBe(400);
  });

  it('freeze a world at an instant: the seed as of then, a clock that stands still, offsets on top', async () => {
    const frozen = await (await qa('reset', { frozenAt: '2035-03-15T10:00:00.000Z' }, 'frozen-world')).json();
    expect(frozen.now).toBe('2035-03-15T10:00:00.000Z');
    const world = getWorld('frozen-world');
    expect(now(world).toISOString()).toBe('2035-03-15T10:00:00.000Z');
    expect(world.players.find((p) => p.email === 'regular@kasino.test')?.deposits[0]?.createdTime).toBe('2035-03-10T10:00:00.000Z');
    await qa('clock', { offsetMs: 60_000 }, 'frozen-world');
    expect(now(world).toISOString()).toBe('2035-03-15T10:01:00.000Z');
    // Other worlds keep the real clock; a plain reset thaws the world.
    expect(Math.abs(now(getWorld()).getTime() - Date.now())).toBeLessThan(1_000);
    await qa('reset', {}, 'frozen-world');
    expect(Math.abs(now(getWorld('frozen-world')).getTime() - Date.now())).toBeLessThan(1_000);
    expect((await qa('reset', { frozenAt: 'tomorrow' }, 'frozen-world')).status).toBe(400);
  });
});

describe('/__qa/login', () => {
  beforeEach(() => resetWorld());

  it('logs a seeded player in, answering the session cookie', async () => {
    const answer = await qa('login', { email: 'regular@kasino.test' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ ok: true, userId: 1002 });
    expect(answer.headers.get('set-cookie')).toMatch(/^kasino_session=/);
  });

  it.each([
    ['frozen@kasino.test', 111],
    ['new@kasino.test', 114],
    ['inactive@kasino.test', 210],
  ])('refuses %s as the login does (%i): no session a player could not have', async (email, errorCode) => {
    const answer = await qa('login', { email });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ success: false, errorCode });
    expect(answer.headers.get('set-cookie')).toBeNull();
  });
});

describe('switches that are asked wrongly say how', () => {
  beforeEach(() => resetWorld());

  it('/__qa/login without an email or a userId: 400 saying what to give', async () => {
    const answer = await qa('login', {});
    expect(answer.status).toBe(400);
    expect(String((await answer.json()).error)).toContain("Give the seeded player's email or userId");
  });

  it('/__qa/reset with settings but no JSON content type: 415, and the clock not reset unfrozen', async () => {
    await qa('reset', { frozenAt: '2035-03-15T08:30:00Z' });
    const plain = await fetch(`${MOCK}/__qa/reset`, { method: 'POST', headers: { [QA_HEADER]: '1' }, body: JSON.stringify({ frozenAt: '2036-01-01T00:00:00Z' }) });
    expect(plain.status).toBe(415);
    expect(getWorld().frozenAt).toBe(Date.parse('2035-03-15T08:30:00Z'));
    // No body at all is still a plain reset.
    const empty = await fetch(`${MOCK}/__qa/reset`, { method: 'POST', headers: { [QA_HEADER]: '1' } });
    expect(empty.status).toBe(200);
    expect(getWorld().frozenAt).toBeNull();
  });
});

describe('/__qa/fail refuses a failure that would never show', () => {
  beforeEach(() => resetWorld());

  /** The switch's answer to `body`, and what it queued. */
  async function fail(body: unknown) {
    const answer = await qa('fail', body);
    return { status: answer.status, error: String((await answer.json()).error ?? ''), queued: getWorld().failures.length };
  }

  it('an unknown call name, named in the answer', async () => {
    const answer = await fail({ call: 'main.balanse', errorCode: 115 });
    expect(answer).toMatchObject({ status: 400, queued: 0 });
    expect(answer.error).toContain('Unknown call "main.balanse": GET /__qa/calls lists the call names');
  });

  it('an unknown key, named in the answer', async () => {
    const answer = await fail({ call: 'main.balance', code: 115 });
    expect(answer).toMatchObject({ status: 400, queued: 0 });
    expect(answer.error).toContain('"code"');
  });

  it('no fault at all: the call would answer as usual', async () => {
    for (const body of [{ call: 'main.balance' }, { call: 'main.balance', times: 'always' }, { call: 'main.balance', malformed: false }, { call: 'main.balance', delayMs: 0 }]) {
      const answer = await fail(body);
      expect(answer).toMatchObject({ status: 400, queued: 0 });
      expect(answer.error).toContain('No fault given: set status, errorCode, delayMs (above 0) or malformed: true');
    }
  });

  it('what the failure would ignore: params without an error code, a status or code with malformed JSON', async () => {
    expect(await fail({ call: 'main.initDeposit', status: 503, params: { paymentLimit: 'maxAmount' } })).toMatchObject({ status: 400, queued: 0, error: expect.stringContaining('params go with an errorCode') });
    expect(await fail({ call: 'main.balance', malformed: true, errorCode: 115 })).toMatchObject({ status: 400, queued: 0, error: expect.stringContaining('malformed JSON comes with HTTP 200') });
    expect(await fail({ call: 'main.balance', errorCode: 0 })).toMatchObject({ status: 400, queued: 0 });
  });

  it('takes "*", each fault kind, and a delay alone: a slow success', async () => {
    for (const body of [
      { call: '*', times: 'always', status: 503 },
      { call: 'main.initDeposit', errorCode: 117, params: { paymentLimit: 'maxAmount' } },
      { call: 'main.balance', status: 503, errorCode: 115 },
      { call: 'content.suppliers', malformed: true, delayMs: 10 },
    ]) {
      expect(await fail(body)).toMatchObject({ status: 200 });
    }
    await qa('fail/clear', {});
    expect(await fail({ call: 'content.maintenance', delayMs: 300 })).toMatchObject({ status: 200, queued: 1 });
    const started = Date.now();
    expect(await getMaintenance()).toMatchObject({ success: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(getWorld().failures).toEqual([]);
  });
});

describe('GET /__qa/calls', () => {
  it('lists every call name once, sorted, with its method and path pattern', async () => {
    const { calls } = (await qaGet('calls')) as { calls: { call: string; routes: { method: string; path: string }[] }[] };
    const names = calls.map((c) => c.call);
    expect(names).toEqual([...names].sort());
    expect(new Set(names).size).toBe(names.length);
    expect(calls).toContainEqual({ call: 'main.balance', routes: [{ method: 'GET', path: '/main/player/balance' }] });
    expect(calls).toContainEqual({ call: 'second.spinBonusWheel', routes: [{ method: 'POST', path: '/second/bonuswheel/spin' }] });
    expect(calls).toContainEqual({
      call: 'content.media',
      routes: ['/content/media/banners/:file', '/content/media/games/:file', '/content/media/suppliers/:file'].map((path) => ({ method: 'GET', path })),
    });
  });

  it('names only calls /__qa/fail takes', async () => {
    const { calls } = (await qaGet('calls')) as { calls: { call: string }[] };
    for (const { call } of calls) expect([call, (await qa('fail', { call, status: 503 })).status]).toEqual([call, 200]);
  });
});

describe('GET /__qa/state', () => {
  it('answers every switch the world holds', async () => {
    const world = 'state-world';
    await qa('reset', { frozenAt: '2035-03-15T10:00:00.000Z' }, world);
    await qa('clock', { offsetMs: 60_000 }, world);
    await qa('maintenance', { on: true }, world);
    await qa('disruption', { on: true }, world);
    await qa('xss-corpus', { on: true }, world);
    await qa('fail', { call: 'main.balance', times: 'always', errorCode: 115 }, world);
    expect(await qaGet('state', world)).toEqual({
      id: world,
      now: '2035-03-15T10:01:00.000Z',
      frozenAt: '2035-03-15T10:00:00.000Z',
      clockOffsetMs: 60_000,
      maintenance: MAINTENANCE_MESSAGES,
      serviceDisruption: DISRUPTION_MESSAGES,
      xssCorpus: true,
      failures: [{ call: 'main.balance', remaining: 'always', errorCode: 115 }],
    });
  });

  it('a fresh world: every field of the world but its data, the real clock', async () => {
    const state = (await qaGet('state', 'fresh-world')) as Record<string, unknown>;
    const data = ['players', 'sessions', 'loginTokens', 'codes', 'payments', 'rate', 'nextId'];
    expect(Object.keys(state).sort()).toEqual([...Object.keys(createWorld('any')).filter((key) => !data.includes(key)), 'now'].sort());
    expect(state).toMatchObject({ frozenAt: null, clockOffsetMs: 0, maintenance: {}, serviceDisruption: {}, xssCorpus: false, failures: [] });
  });
});
