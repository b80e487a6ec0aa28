import { screen, waitFor } from '@testing-library/react';
import { getDemoGame, getRealGame } from '@/api/main/games';
import { gamesHandlers } from '@/mocks/handlers/games';
import { getCatalogue } from '@/mocks/seed/catalogue';
import { server } from '../utils/msw';
import { REGULAR, signIn } from './session';
import { cents } from '@/lib/money';

/** The mock game page a launch URL opens (src/mocks/handlers/games-host.ts). */

const MOCK = 'http://localhost:4010';
const [game1, game2, game3] = getCatalogue().games;

beforeEach(() => server.use(...gamesHandlers));

async function launchReal(gameId: number) {
  const result = await getRealGame(gameId);
  if (!result.success) throw new Error(`${result.errorCode} ${result.error}`);
  return new URL(result.data.url);
}

async function round(token: string) {
  const response = await fetch(`${MOCK}/game-host/round`, { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) });
  return (await response.json()) as { success: boolean; errorCode?: number; round?: number; win?: number; balance?: number; bet?: number };
}

describe('the mock game page', () => {
  it('shows the game and balance, and plays real rounds by the fixed sequence', async () => {
    const player = signIn(REGULAR);
    const seeded = player.bets.length; // this round's bonus-game bets (README "Seeded players")
    const url = await launchReal(game3!.id);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<h1>${game3!.translation}</h1>`);
    expect(html).toContain('€250.00');
    expect(html).toMatch(/<button type="submit">Spin \(bet €1\.00\)<\/button>/);

    const token = url.searchParams.get('token') ?? '';
    const wins = [];
    for (let i = 0; i < 4; i += 1) wins.push((await round(token)).win);
    expect(wins).toEqual([0, 2, 0, 0.5]);
    expect(player.cash).toBe(25_000 - 400 + 250);
    expect(player.bets).toHaveLength(seeded + 4);
    expect(player.bets[seeded + 1]).toMatchObject({ gameId: game3!.id, productTranslation: game3!.translation, betAmount: 100, winAmount: 200 });
  });

  it('refuses a real round below the bet (121) and under cool-off (217)', async () => {
    const player = signIn(REGULAR);
    const seeded = [...player.bets];
    const token = (await launchReal(game1!.id)).searchParams.get('token') ?? '';
    player.cash = cents(99);
    expect(await round(token)).toMatchObject({ success: false, errorCode: 121 });
    player.cash = cents(1_000);
    player.coolOffUntil = new Date(Date.now() + 86_400_000).toISOString();
    expect(await round(token)).toMatchObject({ success: false, errorCode: 217 });
    expect(player).toMatchObject({ cash: 1_000, bets: seeded });
  });

  it('plays demo rounds with 1000.00 of play money per token, never touching the player', async () => {
    const player = signIn(REGULAR);
    const seeded = [...player.bets];
    const demo = await getDemoGame(game1!.id);
    const token = demo.success ? (new URL(demo.data.url).searchParams.get('token') ?? '') : '';
    expect(await round(token)).toMatchObject({ success: true, round: 1, bet: 1, win: 0, balance: 999 });
    expect(await round(token)).toMatchObject({ success: true, round: 2, win: 2, balance: 1000 });
    const other = await getDemoGame(game1!.id);
    const otherToken = other.success ? (new URL(other.data.url).searchParams.get('token') ?? '') : '';
    expect(await round(otherToken)).toMatchObject({ balance: 999 });
    expect(player).toMatchObject({ cash: 25_000, bets: seeded });
  });

  it('runs its own script: Spin updates balance and result without reloading', async () => {
    const player = signIn(REGULAR);
    const html = await (await fetch(await launchReal(game1!.id))).text();
    document.body.innerHTML = /<main>[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
    const script = /<script nonce="[0-9a-f]{32}">([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
    new Function(script)();
    const spin = screen.getByRole('button', { name: 'Spin (bet €1.00)' });
    spin.click();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Round 1: no win this time.'));
    expect(document.getElementById('balance')).toHaveTextContent('€249.00');
    spin.click();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Round 2: you won €2.00!'));
    expect(player.cash).toBe(25_000);
    player.cash = cents(0);
    spin.click();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your balance is too low for this bet.'));
  });

  it('works without script: a form post goes back to the page, which shows the last round', async () => {
    signIn(REGULAR);
    const url = await launchReal(game1!.id);
    const body = new URLSearchParams({ token: url.searchParams.get('token') ?? '' });
    const headers = { Accept: 'text/html', 'Content-Type': 'application/x-www-form-urlencoded' };
    await fetch(`${MOCK}/game-host/round`, { method: 'POST', headers, body, redirect: 'manual' });
    const second = await fetch(`${MOCK}/game-host/round`, { method: 'POST', headers, body, redirect: 'manual' });
    expect(second.status).toBe(303);
    expect(second.headers.get('location')).toBe(url.href);
    const html = await (await fetch(url)).text();
    expect(html).toContain('Last round: you won €2.00.');
    expect(html).toContain('€250.00');
  });

  it("speaks the site's language the launch carries (fi, et), its rounds and its money too; English without one", async () => {
    const player = signIn(REGULAR);
    const fi = await getRealGame(game1!.id, 'fi');
    const url = new URL(fi.success ? fi.data.url : '');
    expect(url.searchParams.get('lang')).toBe('fi');
    const html = await (await fetch(url)).text();
    expect(html).toContain('<html lang="fi">');
    expect(html).toMatch(/Pelaat oikealla rahalla/);
    expect(html).toMatch(/Saldo: <strong id="balance">250,00\s€<\/strong>/);
    expect(html).toMatch(/<button type="submit">Pyöräytä \(panos 1,00\s€\)<\/button>/);
    // The page's script says a round's outcome and a refusal in the page's language.
    document.body.innerHTML = /<main>[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
    new Function(/<script nonce="[0-9a-f]{32}">([\s\S]*)<\/script>/.exec(html)?.[1] ?? '')();
    const spin = screen.getByRole('button', { name: /^Pyöräytä/ });
    spin.click();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Kierros 1: ei voittoa tällä kertaa.'));
    spin.click();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Kierros 2: voitit 2,00\s€!$/));
    player.cash = cents(0);
    spin.click();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Saldosi ei riitä tähän panokseen.'));

    const et = await getDemoGame(game1!.id, 'et');
    const etHtml = await (await fetch(et.success ? et.data.url : '')).text();
    expect(etHtml).toContain('<html lang="et">');
    expect(etHtml).toMatch(/Demomäng mänguraha eest/);
    expect(etHtml).toMatch(/<button type="submit">Keeruta \(panus 1,00\s€\)<\/button>/);

    const plain = await getDemoGame(game1!.id);
    const plainHtml = await (await fetch(plain.success ? plain.data.url : '')).text();
    expect(plainHtml).toContain('<html lang="en">');
    // An expired link says so in its own language.
    const gone = await fetch(`${MOCK}/game-host/${game1!.slug}?token=nope&mode=demo&lang=fi`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('<h1>Peliä ei löytynyt</h1>');
  });

  it('answers 404 for an unknown token or a slug that does not match it', async () => {
    expect((await fetch(`${MOCK}/game-host/${game1!.slug}?token=nope&mode=demo`)).status).toBe(404);
    const demo = await getDemoGame(game1!.id);
    const token = demo.success ? new URL(demo.data.url).searchParams.get('token') : '';
    expect((await fetch(`${MOCK}/game-host/${game2!.slug}?token=${token}&mode=demo`)).status).toBe(404);
    expect(await round('nope')).toMatchObject({ success: false, errorCode: 131 });
  });
});
