import { getMaintenance } from '@/api/content';
import { QA_HEADER } from '@/mocks/guards';
import { WORLD_HEADER } from '@/mocks/world/select';
import { getWorld, now, resetWorld } from '@/mocks/world/worlds';

const MOCK = 'http://localhost:4010';
const qa = (path: string, body: unknown, world = 'default') =>
  fetch(`${MOCK}/__qa/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [QA_HEADER]: '1', [WORLD_HEADER]: world },
    body: JSON.stringify(body),
  });

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
