import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@/api/client-header';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '@/api/idempotency';
import { useRefreshAfterWheel } from '@/data/promotions/bonus-wheel-spin';
import { BonusWheelScreen } from '@/features/promotions/wheel/BonusWheelScreen';
import { QA_HEADER } from '@/mocks/guards';
import { seededPlayer } from '../utils/player-panel';
import { server } from '../utils/msw';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';

const REGULAR = 1002;
const MOCK = 'http://localhost:4010';
const qaFail = (body: object) =>
  fetch(`${MOCK}/__qa/fail`, { method: 'POST', headers: { 'Content-Type': 'application/json', [QA_HEADER]: '1' }, body: JSON.stringify(body) });

/** The bonus wheel calls of the second API as the backend received them (the app reaches it under /api). */
function wheelCalls() {
  const seen: { path: string; body: Promise<string>; key: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/second/bonuswheel/') && request.method === 'POST') {
      seen.push({ path, body: request.clone().text(), key: request.headers.get('Idempotency-Key') });
    }
  });
  return seen;
}

/**
 * The next spin (or complete) reaches the backend, which acts on it, and its answer is lost on
 * the way back, as on a connection that dropped: the app sees a network failure (100).
 */
function loseNextAnswer(call: 'spin' | 'complete' = 'spin') {
  server.use(
    http.post(
      `http://localhost/api/bonuswheel/${call}`,
      async ({ request }) => {
        const headers = new Headers();
        request.headers.forEach((value, key) => headers.set(key, value));
        await fetch(`${MOCK}/second/bonuswheel/${call}`, { method: 'POST', headers, body: await request.arrayBuffer() });
        return HttpResponse.error();
      },
      { once: true },
    ),
  );
}

function reducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

const renderWheel = (locale: 'en' | 'fi' = 'en', beside: ReactNode = null) =>
  renderWithProviders(
    <>
      <BonusWheelScreen />
      {beside}
    </>,
    { locale, router: { pathname: '/bonuswheel', asPath: '/bonuswheel' } },
  );

/** What the wheel's poll does at its interval, on a click: the spins are asked for again. */
function Poll() {
  const refresh = useRefreshAfterWheel();
  return (
    <button type="button" onClick={() => void refresh()}>
      poll
    </button>
  );
}

beforeEach(() => {
  window.localStorage.clear();
  reducedMotion(true);
});
afterEach(() => server.events.removeAllListeners());

describe('the bonus wheel page', () => {
  it('offers a visitor a login that returns to the wheel, and no wheel', async () => {
    renderWheel();
    const login = await screen.findByRole('link', { name: 'Log in and spin the wheel' });
    expect(login).toHaveAttribute('href', '/en/login?redirectUrl=%2Fen%2Fbonuswheel');
    expect(screen.queryByRole('button', { name: 'Spin the wheel' })).not.toBeInTheDocument();
  });

  it('draws the prizes, spins once on a double click, lands on the prize, completes it and shows it', async () => {
    signInAs(REGULAR);
    const calls = wheelCalls();
    const promoBefore = seededPlayer(REGULAR).promo;
    renderWheel();
    expect(await screen.findByRole('img', { name: 'Bonus wheel with 8 prizes' })).toBeInTheDocument();
    const list = screen.getByTestId('wheel-prizes');
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(within(list).getByText('€5 bonus money')).toBeInTheDocument();
    expect(screen.getByTestId('wheel-spins')).toHaveTextContent('2');

    await userEvent.dblClick(screen.getByRole('button', { name: 'Spin the wheel' }));
    // The mock's first spin of a player lands on its second prize: 2.00 EUR of promo money.
    expect(await screen.findByText('You won €2 bonus money!')).toBeInTheDocument();
    expect(screen.getByTestId('wheel-result')).toHaveTextContent('The bonus money is in your balance.');
    expect(screen.getByTestId('wheel-spins')).toHaveTextContent('1');

    // One spin, and its reference completed.
    expect(calls.map((c) => c.path)).toEqual(['/second/bonuswheel/spin', '/second/bonuswheel/complete']);
    const sent = await calls[1]!.body;
    expect(sent).toMatch(/name="reference"/);
    expect(seededPlayer(REGULAR).bonusWheelSpins).toBe(1);
    expect(seededPlayer(REGULAR).promo).toBe(promoBefore + 200);
    // The pointer stands on the won prize: segment 1 of 8 (45 to 90 degrees).
    const rotation = Number(screen.getByTestId('wheel-disc').getAttribute('data-rotation'));
    const under = (((-rotation % 360) + 360) % 360);
    expect(under).toBeGreaterThan(45);
    expect(under).toBeLessThan(90);
    expect(window.localStorage.getItem(`kasino.bonusWheel.pending.${REGULAR}`)).toBeNull();
  });

  it('keeps a spin whose complete failed and completes it on the next visit', async () => {
    signInAs(REGULAR);
    await qaFail({ call: 'second.completeBonusWheel', times: 1, status: 503 });
    const first = renderWheel();
    await userEvent.click(await screen.findByRole('button', { name: 'Spin the wheel' }));
    expect(await screen.findByRole('button', { name: 'Complete your spin' })).toBeInTheDocument();
    expect(screen.getByTestId('wheel-pending')).toHaveTextContent('Your last spin won €2 bonus money, but it has not been credited yet.');
    expect(screen.getByTestId('api-error')).toHaveTextContent('Something went wrong. Please try again.');
    expect(seededPlayer(REGULAR).bonusWheelSpins).toBe(1);
    const promoBefore = seededPlayer(REGULAR).promo;
    first.unmount();

    // The next visit: the spin is offered for completion, and completing credits it once.
    const calls = wheelCalls();
    renderWheel();
    await userEvent.click(await screen.findByRole('button', { name: 'Complete your spin' }));
    expect(await screen.findByText('You won €2 bonus money!')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/second/bonuswheel/complete']);
    expect(seededPlayer(REGULAR).promo).toBe(promoBefore + 200);
    expect(screen.getByRole('button', { name: 'Spin the wheel' })).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(`kasino.bonusWheel.pending.${REGULAR}`)).toBeNull());
  });

  it('shows a failed spin from the catalogue with a way to try again', async () => {
    signInAs(REGULAR);
    await qaFail({ call: 'second.spinBonusWheel', times: 1, errorCode: 122 });
    renderWheel('fi');
    await userEvent.click(await screen.findByRole('button', { name: 'Pyöräytä pyörää' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Olet saavuttanut pelirajasi.');
    expect(seededPlayer(REGULAR).bonusWheelSpins).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByText(/^Voitit: 2 € bonusrahaa!$/)).toBeInTheDocument();
  });

  it('asks again for a spin whose answer was lost with the same key: the first prize, and no second spin used', async () => {
    signInAs(REGULAR);
    const calls = wheelCalls();
    const promoBefore = seededPlayer(REGULAR).promo;
    loseNextAnswer();
    renderWheel();
    await userEvent.click(await screen.findByRole('button', { name: 'Spin the wheel' }));
    expect(await screen.findByTestId('api-error')).toHaveTextContent('Something went wrong. Please try again.');
    // The backend took the spin; the app never heard of it.
    expect(seededPlayer(REGULAR).bonusWheelSpins).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // The first spin's prize (the mock's first spin of a player), not the second's (10 free spins).
    expect(await screen.findByText('You won €2 bonus money!')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/second/bonuswheel/spin', '/second/bonuswheel/spin', '/second/bonuswheel/complete']);
    expect(calls[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(calls[1]?.key).toBe(calls[0]?.key);
    expect(seededPlayer(REGULAR).bonusWheelSpins).toBe(1);
    expect(seededPlayer(REGULAR).promo).toBe(promoBefore + 200);
    expect(screen.getByTestId('wheel-spins')).toHaveTextContent('1');

    // A new spin is a new action: a new key, the next prize.
    await userEvent.click(screen.getByRole('button', { name: 'Spin the wheel' }));
    expect(await screen.findByText(/^You won 10 free spins on /)).toBeInTheDocument();
    expect(calls[3]?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(calls[3]?.key).not.toBe(calls[0]?.key);
    expect(seededPlayer(REGULAR).bonusWheelSpins).toBe(0);
  });

  it('asks again for a lost spin after a reload: the notice offers it, and it answers the first prize with the same key', async () => {
    signInAs(REGULAR);
    seededPlayer(REGULAR).bonusWheelSpins = 1;
    const calls = wheelCalls();
    loseNextAnswer();
    const first = renderWheel();
    await userEvent.click(await screen.findByRole('button', { name: 'Spin the wheel' }));
    expect(await screen.findByTestId('api-error')).toBeInTheDocument();
    first.unmount();

    // The reloaded page knows the spin went unanswered, though the count now says none.
    renderWheel();
    expect(await screen.findByTestId('wheel-lost-spin')).toHaveTextContent("Your last spin's answer did not arrive. Spin the wheel to see its prize: it does not use another spin.");
    await waitFor(() => expect(screen.getByTestId('wheel-spins')).toHaveTextContent('0'));
    const spin = screen.getByRole('button', { name: 'Spin the wheel' });
    expect(spin).not.toHaveAttribute('aria-disabled');
    await userEvent.click(spin);
    expect(await screen.findByText('You won €2 bonus money!')).toBeInTheDocument();
    expect(screen.queryByTestId('wheel-lost-spin')).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/second/bonuswheel/spin', '/second/bonuswheel/spin', '/second/bonuswheel/complete']);
    expect(calls[1]?.key).toBe(calls[0]?.key);
    expect(seededPlayer(REGULAR).bonusWheelSpins).toBe(0);
    // Answered: the key is forgotten, and with no spins left the button is off again.
    expect(screen.getByRole('button', { name: 'Spin the wheel' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('asks again for a complete whose answer was lost after the prize was credited: the prize, credited once', async () => {
    signInAs(REGULAR);
    const calls = wheelCalls();
    const promoBefore = seededPlayer(REGULAR).promo;
    loseNextAnswer('complete');
    renderWheel();
    await userEvent.click(await screen.findByRole('button', { name: 'Spin the wheel' }));
    expect(await screen.findByRole('button', { name: 'Complete your spin' })).toBeInTheDocument();
    // The backend credited the prize; the app never heard of it.
    expect(seededPlayer(REGULAR).promo).toBe(promoBefore + 200);

    await userEvent.click(screen.getByRole('button', { name: 'Complete your spin' }));
    expect(await screen.findByText('You won €2 bonus money!')).toBeInTheDocument();
    expect(screen.queryByText("This spin is no longer available. Your spins and prizes are up to date.")).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/second/bonuswheel/spin', '/second/bonuswheel/complete', '/second/bonuswheel/complete']);
    expect(calls[1]?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(calls[2]?.key).toBe(calls[1]?.key);
    expect(seededPlayer(REGULAR).promo).toBe(promoBefore + 200);
    await waitFor(() => expect(window.localStorage.getItem(`kasino.bonusWheel.pending.${REGULAR}`)).toBeNull());
  });

  it('gives a spin kept before completes had a key one, and completes it with that key', async () => {
    signInAs(REGULAR);
    const spun = await fetch(`${MOCK}/second/bonuswheel/spin`, {
      method: 'POST',
      headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE, [IDEMPOTENCY_HEADER]: newIdempotencyKey() },
    }).then((response) => response.json() as Promise<{ reference: string }>);
    window.localStorage.setItem(`kasino.bonusWheel.pending.${REGULAR}`, JSON.stringify({ reference: spun.reference, prizeId: 'w2' }));
    const calls = wheelCalls();
    renderWheel();
    await userEvent.click(await screen.findByRole('button', { name: 'Complete your spin' }));
    expect(await screen.findByText('You won €2 bonus money!')).toBeInTheDocument();
    expect(calls[0]?.key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('offers to ask again for a lost spin that used the last one, even once the count says none', async () => {
    signInAs(REGULAR);
    seededPlayer(REGULAR).bonusWheelSpins = 1;
    loseNextAnswer();
    renderWheel('en', <Poll />);
    await userEvent.click(await screen.findByRole('button', { name: 'Spin the wheel' }));
    expect(await screen.findByTestId('api-error')).toBeInTheDocument();
    // The wheel's poll asks again, and the backend says no spins are left.
    await userEvent.click(screen.getByRole('button', { name: 'poll' }));
    await waitFor(() => expect(screen.getByTestId('wheel-spins')).toHaveTextContent('0'));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You won €2 bonus money!')).toBeInTheDocument();
    expect(seededPlayer(REGULAR).bonusWheelSpins).toBe(0);
  });

  it('with no spins left, says where more come from and does not spin', async () => {
    signInAs(REGULAR);
    seededPlayer(REGULAR).bonusWheelSpins = 0;
    const calls = wheelCalls();
    renderWheel();
    const spin = await screen.findByRole('button', { name: 'Spin the wheel' });
    expect(spin).toHaveAttribute('aria-disabled', 'true');
    expect(spin).toHaveAccessibleDescription('You have no spins left. Campaigns give you more. See campaigns');
    await userEvent.click(spin);
    expect(calls).toEqual([]);
  });

  it.each([
    ['fi', '1 ilmaiskierros', '12\u00a0500 kanta-asiakaspistettä', '1 kanta-asiakaspiste', ['1 kierros', '12\u00a0500 pist.', '1 pist.'], 'Pyöräytyksiä jäljellä: 2', 'Bonuspyörä, 3 palkintoa'],
    ['en', '1 free spin', '12,500 loyalty points', '1 loyalty point', ['1 spin', '12,500 pts', '1 pt'], 'Spins available: 2', 'Bonus wheel with 3 prizes'],
  ] as const)('says one prize in the singular and groups points as %s writes them, on the wheel and in the list', async (locale, spin, points, point, segments, spins, wheel) => {
    signInAs(REGULAR);
    server.use(
      http.get('*/second/bonuswheel/spin', () =>
        HttpResponse.json({
          success: true,
          available_spins: 2,
          maxPrizes: [
            { id: 'a', type: 'freeSpins', amount: 1 },
            { id: 'b', type: 'loyaltyPoints', amount: 12_500 },
            { id: 'c', type: 'loyaltyPoints', amount: 1 },
          ],
        }),
      ),
    );
    renderWheel(locale);
    const disc = await screen.findByRole('img', { name: wheel });
    expect([...disc.querySelectorAll('text')].map((text) => text.textContent)).toEqual(segments);
    expect(within(screen.getByTestId('wheel-prizes')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([spin, points, point]);
    expect(screen.getByTestId('wheel-spins').parentElement).toHaveTextContent(spins);
  });
});

describe('the wheel that cannot load', () => {
  it("says why when the backend does (its code's message), and the retry asks again", async () => {
    signInAs(REGULAR);
    let asked = 0;
    server.use(
      http.get('*/second/bonuswheel/spin', () => {
        asked += 1;
        return HttpResponse.json({ success: false, errorCode: 429 });
      }),
    );
    renderWheel('en');
    const failed = await screen.findByTestId('wheel-load-failed');
    expect(failed).toHaveTextContent('Too many attempts. Please wait a minute and try again.');
    const before = asked;
    await userEvent.setup().click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(asked).toBeGreaterThan(before));
  });
});
