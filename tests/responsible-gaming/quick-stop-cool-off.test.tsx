import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { formatLongDate } from '@/lib/format-date';
import { limitsJson } from '@/mocks/handlers/limit-rules';
import { ok } from '@/mocks/handlers/respond';
import { getWorld } from '@/mocks/world/worlds';
import { AppLayout } from '@/root/AppLayout';
import type { Locale } from '@/routes/href';
import { longDateText } from '../utils/date-text';
import { holdEveryGet, server } from '../utils/msw';
import { seededPlayer } from '../utils/player-panel';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';

// The whole shell renders, with lazy parts and the mock backend: more than jest's 5 s on a busy machine.
jest.setTimeout(20_000);

const COOL_OFF = 1005; // cooloff@kasino.test: a cool-off of 3 days from the world's start
const REGULAR = 1002; // no cool-off in the mock world
const HOUR = 3_600_000;
const QUICK_STOP = 'Take a break for 24 hours';
/** Both quick stops: the navbar's and the mobile toolbar's (jsdom applies no media query, so that one counts as hidden). */
const quickStops = () => screen.queryAllByRole('button', { name: QUICK_STOP, hidden: true });
/** The navbar's quick stop (not the toolbar's), once the bars have settled: a busy run re-renders them meanwhile. */
const navbarQuickStop = (): Promise<HTMLElement> =>
  waitFor(() => {
    const button = quickStops().find((b) => !screen.getByTestId('mobile-toolbar').contains(b));
    if (!button) throw new Error('no quick stop in the navbar');
    return button;
  });

function setup(locale: Locale = 'en', userId = COOL_OFF) {
  signInAs(userId);
  return renderWithProviders(
    <AppLayout>
      <p>The page</p>
    </AppLayout>,
    { locale },
  );
}

/** How many answers of the limits call have arrived so far. */
function limitsAnswers(): () => number {
  let seen = 0;
  server.events.on('response:mocked', ({ request }) => {
    if (new URL(request.url).pathname === '/main/player/limits') seen += 1;
  });
  return () => seen;
}

afterEach(() => server.events.removeAllListeners());

/** The limits answer with the cool-off as a bare flag (spec 3), which the mock itself never sends. */
const flagAnswer = (userId: number) => {
  const answer = limitsJson(getWorld(), seededPlayer(userId));
  return ok({ ...answer, limits: { ...answer.limits, coolOff: true } });
};

describe('the quick stop of a player already on a cool-off', () => {
  it.each([
    ['en', 'On a break until'],
    ['fi', 'Tauolla'],
  ] as const)('is not offered under a break longer than its day: the corner and the toolbar say until when instead (%s)', async (locale, words) => {
    setup(locale);
    const until = longDateText(new Date(seededPlayer(COOL_OFF).coolOffUntil ?? ''), locale);
    await waitFor(() => expect(screen.getAllByTestId('quick-stop-on-break')).toHaveLength(2));
    for (const line of screen.getAllByTestId('quick-stop-on-break')) {
      expect(line).toHaveTextContent(words);
      expect(line).toHaveTextContent(until);
    }
    expect(within(screen.getByTestId('mobile-toolbar')).getByTestId('quick-stop-on-break')).toBeInTheDocument();
    expect(quickStops()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Pidä tauko 24 tunniksi', hidden: true })).toBeNull();
  });

  it.each([
    ['en', 'On a break'],
    ['fi', 'Tauolla'],
    ['et', 'Mängupaus'],
  ] as const)('is not offered under a cool-off sent as a bare flag: the corner and the toolbar say the player is on a break, with no end (%s)', async (locale, words) => {
    server.use(http.get('*/main/player/limits', () => flagAnswer(REGULAR)));
    setup(locale, REGULAR);
    await waitFor(() => expect(screen.getAllByTestId('quick-stop-on-break')).toHaveLength(2));
    for (const line of screen.getAllByTestId('quick-stop-on-break')) expect(line).toHaveTextContent(new RegExp(`^${words}$`));
    expect(quickStops()).toHaveLength(0);
  });

  it('opened before the limits answered, its dialog says no end when a cool-off sent as a bare flag then arrives', async () => {
    server.use(http.get('*/main/player/limits', () => flagAnswer(REGULAR)));
    const release = holdEveryGet('player/limits', () => flagAnswer(REGULAR));
    setup('en', REGULAR);
    await waitFor(() => expect(quickStops()).toHaveLength(2));
    const button = await navbarQuickStop();
    await userEvent.setup().click(button);
    const dialog = await screen.findByRole('dialog', { name: QUICK_STOP });
    await within(dialog).findByLabelText(/^Password/);
    expect(dialog).toHaveTextContent('Until about');
    release();
    await waitFor(() => expect(dialog).toHaveTextContent('While it lasts you cannot deposit or play for real money'));
    expect(dialog).not.toHaveTextContent('Until about');
  });

  it('is offered under a break that ends sooner, and its dialog says until about a day from now', async () => {
    seededPlayer(COOL_OFF).coolOffUntil = new Date(Date.now() + 2 * HOUR).toISOString();
    const answers = limitsAnswers();
    setup();
    await waitFor(() => expect(answers()).toBeGreaterThan(0));
    await waitFor(() => expect(quickStops()).toHaveLength(2));
    expect(screen.queryByTestId('quick-stop-on-break')).toBeNull();
    const before = Date.now();
    const button = await navbarQuickStop();
    await userEvent.setup().click(button);
    const dialog = await screen.findByRole('dialog', { name: QUICK_STOP });
    await within(dialog).findByLabelText(/^Password/);
    const after = Date.now();
    // The day from when the dialog was drawn, somewhere between the two readings.
    const ends = [before, after].map((t) => `Until about ${formatLongDate(new Date(t + 24 * HOUR), 'en')} you cannot deposit`);
    expect(ends.some((text) => dialog.textContent?.includes(text))).toBe(true);
  });

  it('opened before the limits answered, its dialog says the end of a longer break that then arrives', async () => {
    const release = holdEveryGet('player/limits');
    setup();
    await waitFor(() => expect(quickStops()).toHaveLength(2));
    const button = await navbarQuickStop();
    await userEvent.setup().click(button);
    const dialog = await screen.findByRole('dialog', { name: QUICK_STOP });
    await within(dialog).findByLabelText(/^Password/);
    expect(dialog).toHaveTextContent(`Until about ${longDateText(new Date(Date.now() + 24 * HOUR), 'en')}`);
    release();
    const until = longDateText(new Date(seededPlayer(COOL_OFF).coolOffUntil ?? ''), 'en');
    await waitFor(() => expect(dialog).toHaveTextContent(`Until about ${until} you cannot deposit`));
    // The button that opened it has given way to the break's line: Cancel puts focus there, not on <body>.
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const line = screen.getAllByTestId('quick-stop-on-break').find((l) => !screen.getByTestId('mobile-toolbar').contains(l));
    await waitFor(() => expect(line).toHaveFocus());
  });

  it('shows as before while the limits load, and when they fail', async () => {
    getWorld().failures.push({ call: 'main.getLimits', remaining: 'always', status: 503, delayMs: 1_000 });
    const answers = limitsAnswers();
    setup();
    await waitFor(() => expect(quickStops()).toHaveLength(2));
    await waitFor(() => expect(answers()).toBeGreaterThan(0));
    expect(quickStops()).toHaveLength(2);
    expect(screen.queryByTestId('quick-stop-on-break')).toBeNull();
  });

  it('comes back once what is left of the break is shorter than its day', async () => {
    // The limits answer the same on every poll but for the end this test sets, so only the
    // quick stop's own timer can bring it back.
    const answer = limitsJson(getWorld(), seededPlayer(COOL_OFF));
    let endTime = seededPlayer(COOL_OFF).coolOffUntil;
    server.use(http.get('*/main/player/limits', () => ok({ ...answer, limits: { ...answer.limits, coolOff: { endTime } } })));
    setup();
    await waitFor(() => expect(screen.getAllByTestId('quick-stop-on-break')).toHaveLength(2));
    // The next poll (within 5 s) brings an end a day and 6 s away: still longer than a day when it arrives.
    endTime = new Date(Date.now() + 24 * HOUR + 6_000).toISOString();
    await waitFor(() => expect(quickStops()).toHaveLength(2), { timeout: 15_000 });
    expect(screen.queryByTestId('quick-stop-on-break')).toBeNull();
  }, 30_000);
});
