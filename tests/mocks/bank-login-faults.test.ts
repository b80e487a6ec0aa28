/** @jest-environment node */
import { initBankLogin } from '@/api/main/session';
import { QA_HEADER } from '@/mocks/guards';
import { getWorld } from '@/mocks/world/worlds';

const MOCK = 'http://localhost:4010';
const qaFail = (body: unknown) =>
  fetch(`${MOCK}/__qa/fail`, { method: 'POST', headers: { 'Content-Type': 'application/json', [QA_HEADER]: '1' }, body: JSON.stringify(body) });

/** A bank login under way: its token and the mock bank's page. */
async function startBankLogin() {
  const started = await initBankLogin('fi');
  if (!started.success) throw new Error('initLogin failed');
  return started.data;
}

/** The bank page's form, as the browser posts it: the player chose the identity. */
const complete = (token: string, identity: string) =>
  fetch(`${MOCK}/provider/bank/complete`, { method: 'POST', body: new URLSearchParams({ token, world: 'default', identity }), redirect: 'manual' });

describe('the mock bank pages take QA faults', () => {
  it('provider.bank: the bank page fails once, then shows', async () => {
    const { redirectUrl } = await startBankLogin();
    expect((await qaFail({ call: 'provider.bank', status: 503 })).status).toBe(200);
    expect((await fetch(redirectUrl)).status).toBe(503);
    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Choose whom to authenticate as.');
  });

  it('provider.bankComplete: the bank answer fails once and the login stays pending; the next one logs in', async () => {
    const { token } = await startBankLogin();
    const player = getWorld().players.find((p) => p.bankIdentity);
    if (!player?.bankIdentity) throw new Error('no seeded bank identity');
    expect((await qaFail({ call: 'provider.bankComplete', status: 503 })).status).toBe(200);
    expect((await complete(token, player.bankIdentity)).status).toBe(503);
    expect(getWorld().loginTokens.get(token)).toMatchObject({ status: 'pending', userId: null });
    const answer = await complete(token, player.bankIdentity);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toContain(`bankToken=${token}`);
    expect(getWorld().loginTokens.get(token)).toMatchObject({ status: 'ok', userId: player.userId });
  });
});
