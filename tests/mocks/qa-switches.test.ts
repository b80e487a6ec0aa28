import { getMaintenance } from '@/api/content';
import { QA_HEADER } from '@/mocks/guards';
import { WORLD_HEADER } from '@/mocks/world/select';
import { resetWorld } from '@/mocks/world/worlds';

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
});
