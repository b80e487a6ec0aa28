import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ResponsibleGamingPage, ResponsibleGamingPanel, ResponsibleGamingScreen } from '@/features/responsible-gaming/ResponsibleGamingScreen';
import { http, HttpResponse } from 'msw';
import { formatLongDate } from '@/lib/format-date';
import { cents } from '@/lib/money';
import { coolOffEnd } from '@/lib/rules/limits';
import { limitsJson } from '@/mocks/handlers/limit-rules';
import { fail, ok } from '@/mocks/handlers/respond';
import { SEED_PASSWORD } from '@/mocks/seed/players';
import { getWorld } from '@/mocks/world/worlds';
import type { Locale } from '@/routes/href';
import { useProfile } from '@/state/profile';
import { longDateText } from '../utils/date-text';
import { server } from '../utils/msw';
import { seededPlayer } from '../utils/player-panel';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';

const REGULAR = 1002; // no daily limit, weekly 1000 €, monthly 2000 € (the defaults, made their own)
const LIMITS = 1003; // Estonian: daily 50 → 100 € and weekly 200 → 400 € waiting for confirmation
const COOL_OFF = 1005;
const NO_LIMITS = 1401; // has set none: the default deposit limits show
const SPENT = 1402; // used amounts; the monthly limit is being removed (not yet due)

function LoggedIn({ children }: { children: ReactNode }) {
  return useProfile().isLoggedIn ? children : null;
}

function Ready() {
  return (
    <LoggedIn>
      <ResponsibleGamingScreen level={2} />
    </LoggedIn>
  );
}

function setup(userId: number, locale: Locale = 'en') {
  signInAs(userId);
  return renderWithProviders(<Ready />, { locale });
}

const playerOf = seededPlayer;
const DAY = 86_400_000;

/** The form bodies the screen sends to a main-API path, as they arrive. */
function sent(path: string) {
  const bodies: Promise<FormData>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === `/main/${path}`) bodies.push(request.clone().formData());
  });
  return bodies;
}

const entries = async (body: Promise<FormData> | undefined) => Object.fromEntries([...((await body)?.entries() ?? [])]);

async function openLimit(name: RegExp) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  const region = screen.getByRole('region', { name });
  return { user, region };
}

afterEach(() => server.events.removeAllListeners());

describe('the loss-limit accordions', () => {
  it('show the current amount, what is used, auto-renew, and a pending change waiting for confirmation', async () => {
    setup(LIMITS);
    const daily = await screen.findByRole('button', { name: /Daily loss limit/ });
    expect(daily).toHaveTextContent('€50');
    expect(daily).toHaveAttribute('aria-expanded', 'false');
    const { region } = await openLimit(/Daily loss limit/);
    expect(within(region).getByTestId('limit-current')).toHaveTextContent('€50');
    expect(within(region).getByRole('progressbar', { name: 'Used today' })).toHaveAttribute('aria-valuetext', '€0 of €50');
    expect(within(region).getByText('Renews automatically').nextSibling).toHaveTextContent('Yes');
    const pending = within(region).getByTestId('limit-pending');
    expect(pending).toHaveTextContent('This change is waiting for your confirmation. Until you confirm it, your current limit applies.');
    // Old amount then new amount, as the modal lists it; the arrow is read as "to".
    expect(within(pending).getByTestId('limit-change')).toHaveTextContent(/^€50\s*→\s*to\s*€100$/);
    expect(within(pending).getByRole('button', { name: 'Confirm this change' })).toBeEnabled();
    expect(within(pending).getByRole('button', { name: 'Cancel this change' })).toBeEnabled();
  });

  it.each([
    ['en', /Daily loss limit/, '€12.50 of €50'],
    ['et', /Päevane kaotuslimiit/, '12,50\u00a0€ / 50\u00a0€'],
  ] as const)('show a use with cents with both digits, as a sum of money reads (%s)', async (locale, name, valueText) => {
    playerOf(SPENT).limits.dailyLoss.usedAmount = cents(1_250);
    setup(SPENT, locale);
    const { region } = await openLimit(name);
    expect(within(region).getByRole('progressbar')).toHaveAttribute('aria-valuetext', valueText);
  });

  it('show a removal that is still waiting with the time it may take effect, in the locale (fi)', async () => {
    setup(SPENT, 'fi');
    const { region } = await openLimit(/Kuukausittainen tappioraja/);
    const from = longDateText(new Date(playerOf(SPENT).limits.monthlyLoss.amountEffectiveTime ?? ''), 'fi');
    expect(from).toMatch(/\d+\. \p{L}+ \d{4} klo \d{1,2}\.\d{2}/u);
    expect(within(region).getByTestId('limit-pending')).toHaveTextContent(`Poisto odottaa: ei rajaa alkaen ${from}, kun vahvistat sen.`);
    expect(within(region).getByRole('progressbar', { name: 'Käytetty tässä kuussa' })).toHaveAttribute('aria-valuetext', '320\u00a0€ / 500\u00a0€');
    expect(within(region).getByText('Uusiutuu automaattisesti').nextSibling).toHaveTextContent('Ei');
    // Already being removed: nothing more to remove.
    expect(within(region).queryByRole('button', { name: 'Poista raja' })).toBeNull();
  });

  it('show the default deposit limits to a player who has set none', async () => {
    setup(NO_LIMITS);
    expect(await screen.findByTestId('default-limits')).toHaveTextContent(
      'You have not set loss limits of your own, so the default deposit limits apply: no daily limit, €1,000 a week and €2,000 a month.',
    );
    expect(screen.getByRole('button', { name: /Daily loss limit/ })).toHaveTextContent('No limit (default)');
    expect(screen.getByRole('button', { name: /Weekly loss limit/ })).toHaveTextContent('€1,000 (default)');
    expect(screen.getByRole('button', { name: /Monthly loss limit/ })).toHaveTextContent('€2,000 (default)');
  });

  it.each([
    ['Daily', '5', 'Min €10 - Max €100,000'],
    ['Daily', '100001', 'Min €10 - Max €100,000'],
    ['Daily', '10.5', 'Min €10 - Max €100,000'],
    ['Daily', 'abc', 'Min €10 - Max €100,000'],
    ['Daily', '', 'This field is required.'],
    ['Daily', '1500', 'This limit cannot be higher than your weekly limit (€1,000).'],
    ['Weekly', '2500', 'This limit cannot be higher than your monthly limit (€2,000).'],
    ['Monthly', '500', 'This limit cannot be lower than your weekly limit (€1,000).'],
  ])('%s: refuses %j with its message at the field, keeps it, and sends nothing', async (period, typed, message) => {
    const calls = sent('player/limit/loss');
    setup(REGULAR);
    const { user, region } = await openLimit(new RegExp(`${period} loss limit`));
    const field = within(region).getByRole('textbox', { name: new RegExp(`New ${period.toLowerCase()} limit in euros`) });
    if (typed) await user.type(field, typed);
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await within(region).findByText(message)).toBeInTheDocument();
    expect(field).toHaveValue(typed);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('names the daily limit when a weekly one would go below it', async () => {
    playerOf(REGULAR).limits.dailyLoss.amount = 30_000 as never;
    setup(REGULAR);
    const { user, region } = await openLimit(/Weekly loss limit/);
    await user.type(within(region).getByRole('textbox', { name: /New weekly limit/ }), '200');
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await within(region).findByText('This limit cannot be lower than your daily limit (€300).')).toBeInTheDocument();
  });

  it('shows a field message for 5 s, keeping what was typed', async () => {
    setup(REGULAR);
    const { user, region } = await openLimit(/Daily loss limit/);
    const field = within(region).getByRole<HTMLInputElement>('textbox', { name: /New daily limit/ });
    await user.type(field, '9');
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      await act(async () => {
        field.form?.requestSubmit();
      });
      expect(within(region).getByText('Min €10 - Max €100,000')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(4_900));
      expect(within(region).getByText('Min €10 - Max €100,000')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(within(region).queryByText('Min €10 - Max €100,000')).toBeNull();
      expect(field).toHaveValue('9');
    } finally {
      jest.useRealTimers();
    }
  });

  it('saves a lower limit at once: the backend gets the amount and auto-renew, the screen the new limit and a message', async () => {
    const calls = sent('player/limit/loss');
    setup(REGULAR);
    const { user, region } = await openLimit(/Daily loss limit/);
    await user.type(within(region).getByRole('textbox', { name: /New daily limit/ }), '50');
    await user.click(within(region).getByRole('checkbox', { name: /Renew the limit automatically/ }));
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    const notice = await within(region).findByText('Saved.');
    expect(notice.parentElement).toHaveTextContent('Saved.Your new limit applies now.');
    expect(calls).toHaveLength(1);
    expect(await entries(calls[0])).toEqual({ dailyAmount: '50.00', dailyAutoRenew: 'false' });
    expect(playerOf(REGULAR).limits.dailyLoss).toMatchObject({ amount: 5_000, autoRenew: false });
    await waitFor(() => expect(screen.getByRole('button', { name: /Daily loss limit/ })).toHaveTextContent('€50'));
    expect(within(region).getByRole('textbox', { name: /New daily limit/ })).toHaveValue('');
  });

  it('lets a higher limit wait, shown with the time it may take effect', async () => {
    setup(REGULAR);
    const { user, region } = await openLimit(/Weekly loss limit/);
    await user.type(within(region).getByRole('textbox', { name: /New weekly limit/ }), '1500');
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await within(region).findByText(/A higher limit waits before it applies/)).toBeInTheDocument();
    const from = longDateText(new Date(playerOf(REGULAR).limits.weeklyLoss.amountEffectiveTime ?? ''), 'en');
    expect(await within(region).findByTestId('limit-pending')).toHaveTextContent(`Change waiting: €1,500 from ${from}, once you confirm it.`);
    expect(within(region).getByTestId('limit-current')).toHaveTextContent('€1,000');
  });

  it('takes the saved message away once the player types a new amount, so it never sits beside a field message', async () => {
    setup(REGULAR);
    const { user, region } = await openLimit(/Weekly loss limit/);
    const field = within(region).getByRole('textbox', { name: /New weekly limit/ });
    await user.type(field, '1500');
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await within(region).findByText(/A higher limit waits before it applies/)).toBeInTheDocument();
    await user.type(field, '5');
    expect(within(region).queryByTestId('limit-weeklyLoss-notice')).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await within(region).findByText('Min €10 - Max €100,000')).toBeInTheDocument();
    expect(within(region).queryByText('Saved.')).toBeNull();
  });

  it('takes the saved message away when the player saves again without typing', async () => {
    setup(REGULAR);
    const { user, region } = await openLimit(/Daily loss limit/);
    await user.type(within(region).getByRole('textbox', { name: /New daily limit/ }), '50');
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await within(region).findByText('Saved.')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await within(region).findByText('This field is required.')).toBeInTheDocument();
    expect(within(region).queryByTestId('limit-dailyLoss-notice')).toBeNull();
  });

  it('removes a limit after the player confirms it, sending the removal confirmation', async () => {
    const calls = sent('player/limit/loss');
    setup(REGULAR);
    const { user, region } = await openLimit(/Weekly loss limit/);
    await user.click(within(region).getByRole('button', { name: 'Remove limit' }));
    const confirm = within(region).getByRole('group', { name: 'Remove your weekly loss limit of €1,000?' });
    await waitFor(() => expect(within(confirm).getByText('Remove your weekly loss limit of €1,000?')).toHaveFocus());
    // Keeping it sends nothing and gives the focus back.
    await user.click(within(confirm).getByRole('button', { name: 'Keep the limit' }));
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Remove limit' })).toHaveFocus());
    expect(calls).toHaveLength(0);
    await user.click(within(region).getByRole('button', { name: 'Remove limit' }));
    await user.click(within(region).getByRole('button', { name: 'Yes, remove it' }));
    expect(await within(region).findByText(/The removal waits/)).toBeInTheDocument();
    expect(await entries(calls[0])).toEqual({ weeklyAmount: '0.00', weeklyRemovalConfirmed: 'true' });
    expect(await within(region).findByTestId('limit-pending')).toHaveTextContent(/^Removal waiting: no limit from /);
    expect(within(region).queryByRole('button', { name: 'Remove limit' })).toBeNull();
  });

  it.each([
    ['page', ResponsibleGamingPage],
    ['responsible-gaming panel', ResponsibleGamingPanel],
  ])('the %s confirms a change awaiting confirmation: the backend gets {period}Confirmed, the screen the message and the new limit', async (_, Screen) => {
    const calls = sent('player/limit/loss');
    signInAs(LIMITS);
    renderWithProviders(
      <LoggedIn>
        <Screen />
      </LoggedIn>,
    );
    const { user, region } = await openLimit(/Weekly loss limit/);
    await user.click(within(region).getByRole('button', { name: 'Confirm this change' }));
    const notice = await within(region).findByTestId('limit-weeklyLoss-notice');
    expect(notice).toHaveTextContent('Saved.Your new limit is now in force.');
    expect(calls).toHaveLength(1);
    expect(await entries(calls[0])).toEqual({ weeklyConfirmed: 'true' });
    expect(playerOf(LIMITS).limits.weeklyLoss).toMatchObject({ amount: 40_000, newAmount: null, increasingToBeConfirmed: false });
    // The limits are asked for again: the new amount shows, and nothing is left to confirm.
    await waitFor(() => expect(within(region).getByTestId('limit-current')).toHaveTextContent('€400'));
    expect(within(region).queryByTestId('limit-pending')).toBeNull();
    // The pressed button went with its box: focus is on the limit it changed, not lost.
    await waitFor(() => expect(within(region).getByTestId('limit-current')).toHaveFocus());
    // The other increase still waits for its own answer.
    expect(playerOf(LIMITS).limits.dailyLoss).toMatchObject({ amount: 5_000, newAmount: 10_000, increasingToBeConfirmed: true });
  });

  it('confirms a removal awaiting confirmation, shown as the amount to no limit', async () => {
    const calls = sent('player/limit/loss');
    playerOf(SPENT).limits.monthlyLoss.amountEffectiveTime = new Date(Date.now() - 60_000).toISOString();
    setup(SPENT);
    const { user, region } = await openLimit(/Monthly loss limit/);
    expect(within(region).getByTestId('limit-change')).toHaveTextContent(/^€500\s*→\s*to\s*no limit$/);
    await user.click(within(region).getByRole('button', { name: 'Confirm this change' }));
    expect(await within(region).findByTestId('limit-monthlyLoss-notice')).toHaveTextContent('Saved.The limit has been removed.');
    expect(await entries(calls[0])).toEqual({ monthlyConfirmed: 'true' });
    await waitFor(() => expect(within(region).getByTestId('limit-current')).toHaveTextContent('No limit'));
  });

  it('says a confirmation failed, with its code, and keeps the change to confirm again', async () => {
    getWorld().failures.push({ call: 'main.setLossLimits', remaining: 1, errorCode: 180 });
    setup(LIMITS, 'fi');
    const { user, region } = await openLimit(/Päivittäinen tappioraja/);
    await user.click(within(region).getByRole('button', { name: 'Vahvista tämä muutos' }));
    const notice = await within(region).findByTestId('limit-dailyLoss-notice');
    expect(notice).toHaveTextContent('Tallennus epäonnistui');
    expect(within(notice).getByTestId('limit-dailyLoss-code')).toHaveTextContent('Virhekoodi 180');
    expect(playerOf(LIMITS).limits.dailyLoss.increasingToBeConfirmed).toBe(true);
    await user.click(within(region).getByRole('button', { name: 'Vahvista tämä muutos' }));
    expect(await within(region).findByText('Uusi rajasi on nyt voimassa.')).toBeInTheDocument();
    expect(playerOf(LIMITS).limits.dailyLoss).toMatchObject({ amount: 10_000, increasingToBeConfirmed: false });
  });

  it('cancels a waiting change', async () => {
    const calls = sent('player/limit/loss');
    setup(LIMITS);
    const { user, region } = await openLimit(/Weekly loss limit/);
    await user.click(within(region).getByRole('button', { name: 'Cancel this change' }));
    expect(await within(region).findByText('The change was cancelled; your current limit stays.')).toBeInTheDocument();
    expect(await entries(calls[0])).toEqual({ weeklyRemovalConfirmed: 'true' });
    await waitFor(() => expect(within(region).queryByTestId('limit-pending')).toBeNull());
    expect(playerOf(LIMITS).limits.weeklyLoss).toMatchObject({ amount: 20_000, newAmount: null });
  });

  it('says the save failed, and more when the code says more', async () => {
    getWorld().failures.push({ call: 'main.setLossLimits', remaining: 1, status: 503 }, { call: 'main.setLossLimits', remaining: 1, errorCode: 429 });
    setup(REGULAR);
    const { user, region } = await openLimit(/Daily loss limit/);
    const field = within(region).getByRole('textbox', { name: /New daily limit/ });
    await user.type(field, '40');
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await within(region).findByText('Saving failed. Please try again.')).toBeInTheDocument();
    expect(field).toHaveValue('40');
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await within(region).findByText('Too many attempts. Please wait a minute and try again.')).toBeInTheDocument();
    expect(playerOf(REGULAR).limits.dailyLoss.amount).toBeNull();
  });
});

describe('a limit save that timed out', () => {
  // The backend saved it after the client's deadline: "Saving failed" left the old limit on
  // screen until the next poll, as if the player had to try again.
  it('says the change may have been saved, and shows what the backend holds without waiting for the poll', async () => {
    server.use(
      http.post(
        '*/main/player/limit/loss',
        () => {
          playerOf(REGULAR).limits.dailyLoss.amount = cents(4_000);
          return fail(408, 'Request Timeout');
        },
        { once: true },
      ),
    );
    setup(REGULAR);
    const { user, region } = await openLimit(/Daily loss limit/);
    const asked: number[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/main/player/limits') asked.push(Date.now());
    });
    await user.type(within(region).getByRole('textbox', { name: /New daily limit/ }), '40');
    const saved = Date.now();
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await within(region).findByText('The service did not answer in time, so the change may still have been saved. Check before trying again.')).toBeInTheDocument();
    expect(within(region).queryByText('Saving failed. Please try again.')).toBeNull();
    await waitFor(() => expect(within(region).getByTestId('limit-current')).toHaveTextContent('€40'));
    // Asked at once after the save, well before the 5 s poll would have come.
    expect(asked.filter((at) => at >= saved)).toHaveLength(1);
    server.events.removeAllListeners();
  });
});

describe('the cool-off', () => {
  it('asks for the days, says what will happen, refuses a wrong password, then shows the end time', async () => {
    const user = userEvent.setup();
    const calls = sent('player/limit/coolOff');
    setup(REGULAR);
    const block = await screen.findByTestId('cool-off');
    await user.click(within(block).getByRole('button', { name: 'Continue' }));
    expect(await within(block).findByText('Choose how long your break lasts.')).toBeInTheDocument();
    await user.click(within(block).getByRole('radio', { name: '3 days' }));
    await user.click(within(block).getByRole('button', { name: 'Continue' }));
    const confirm = await within(block).findByTestId('cool-off-confirm');
    await waitFor(() => expect(within(confirm).getByRole('heading', { name: 'Confirm your cool-off' })).toHaveFocus());
    expect(confirm).toHaveTextContent(/Your break of 3 days starts when you confirm it and lasts until about .+\. Until then you cannot deposit or play for real money\./);
    await user.click(within(confirm).getByRole('button', { name: 'Start the cool-off' }));
    expect(await within(confirm).findByText('This field is required.')).toBeInTheDocument();
    const password = within(confirm).getByLabelText(/Password/);
    await user.type(password, 'not-it');
    await user.click(within(confirm).getByRole('button', { name: 'Start the cool-off' }));
    expect(await within(confirm).findByText('The password is wrong.')).toBeInTheDocument();
    expect(password).toHaveValue('not-it');
    expect(password).toHaveFocus();
    expect(playerOf(REGULAR).coolOffUntil).toBeNull();
    await user.clear(password);
    await user.type(password, SEED_PASSWORD);
    await user.click(within(confirm).getByRole('button', { name: 'Start the cool-off' }));
    const started = await within(block).findByTestId('cool-off-active');
    const until = playerOf(REGULAR).coolOffUntil ?? '';
    expect(started).toHaveTextContent(`Your cool-off has started. It ends on ${longDateText(new Date(until), 'en')}.`);
    expect(calls).toHaveLength(2);
    expect(await entries(calls[1])).toEqual({ coolOffDays: '3', password: SEED_PASSWORD });
  });

  /** Chooses the days and confirms with the right password; the block it happens in. */
  async function startCoolOff(days: string) {
    const user = userEvent.setup();
    const block = await screen.findByTestId('cool-off');
    await user.click(within(block).getByRole('radio', { name: days }));
    await user.click(within(block).getByRole('button', { name: 'Continue' }));
    await user.type(within(block).getByLabelText(/Password/), SEED_PASSWORD);
    await user.click(within(block).getByRole('button', { name: 'Start the cool-off' }));
    return block;
  }

  // Spec 3 shows no answer beyond success: a backend that does not name the end has still started the cool-off.
  it('takes an answer without the end as started, and shows the end the limits then report', async () => {
    const until = new Date(Date.now() + 7 * DAY + 90_000).toISOString();
    server.use(
      http.post('*/main/player/limit/coolOff', () => {
        playerOf(REGULAR).coolOffUntil = until;
        return HttpResponse.json({ success: true });
      }),
    );
    setup(REGULAR);
    const block = await startCoolOff('7 days');
    expect(await within(block).findByTestId('cool-off-active')).toHaveTextContent(`Your cool-off has started. It ends on ${longDateText(new Date(until), 'en')}.`);
    expect(within(block).queryByTestId('cool-off-failed')).toBeNull();
  });

  it('without the end in the answer or the limits, shows the end the chosen days give, as "about"', async () => {
    server.use(http.post('*/main/player/limit/coolOff', () => HttpResponse.json({ success: true })));
    setup(REGULAR);
    const before = formatLongDate(coolOffEnd(new Date(), 3), 'en');
    const block = await startCoolOff('3 days');
    const started = await within(block).findByTestId('cool-off-active');
    const after = formatLongDate(coolOffEnd(new Date(), 3), 'en');
    expect([before, after].map((date) => `Your cool-off has started. It lasts until about ${date}.`)).toContain(started.firstElementChild?.textContent);
    expect(within(block).queryByTestId('cool-off-failed')).toBeNull();
  });

  it('shows a player in a cool-off when it ends, and no form', async () => {
    setup(COOL_OFF, 'et');
    const notice = await screen.findByTestId('cool-off-active');
    expect(notice).toHaveTextContent(`Sul on mängupaus. Lõpp: ${longDateText(new Date(playerOf(COOL_OFF).coolOffUntil ?? ''), 'et')}.`);
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it.each([
    ['en', 'You are on a cool-off.', 'While it lasts you cannot deposit or play for real money. Free demo games stay open.'],
    ['fi', 'Olet pelitauolla.', 'Tauon aikana et voi tallettaa etkä pelata oikealla rahalla. Ilmaispelit ovat yhä käytettävissä.'],
    ['et', 'Sul on mängupaus.', 'Pausi ajal ei saa sa sissemakseid teha ega päris raha peale mängida. Tasuta mängud jäävad avatuks.'],
  ] as const)('shows a cool-off sent as a bare flag (spec 3) as in force, with no end, and no form (%s)', async (locale, line, detail) => {
    // REGULAR has no cool-off in the mock world: only the flag in the limits answer says there is one.
    server.use(
      http.get('*/main/player/limits', () => {
        const answer = limitsJson(getWorld(), playerOf(REGULAR));
        return ok({ ...answer, limits: { ...answer.limits, coolOff: true } });
      }),
    );
    setup(REGULAR, locale);
    const notice = await screen.findByTestId('cool-off-active');
    expect([...notice.querySelectorAll('p')].map((p) => p.textContent)).toEqual([line, detail]);
    expect(within(screen.getByTestId('cool-off')).queryByRole('radio')).toBeNull();
    expect(screen.queryByTestId('cool-off-continue')).toBeNull();
  });

  it('leads to the country’s self-exclusion service', async () => {
    setup(LIMITS, 'et');
    const help = await screen.findByTestId('self-exclusion-help');
    expect(help).toHaveAttribute('data-country', 'EST');
    expect(within(help).getByRole('link', { name: 'Maksu- ja Tolliamet (emta.ee)' })).toHaveAttribute('href', 'https://www.emta.ee/');
  });
});

describe('the reality check', () => {
  it('sets the interval and shows it', async () => {
    const user = userEvent.setup();
    const calls = sent('player/limit/time');
    setup(REGULAR);
    const block = await screen.findByTestId('reality-check');
    expect(within(block).getByTestId('reality-check-current')).toHaveTextContent('The reminder is off.');
    await user.selectOptions(within(block).getByRole('combobox', { name: 'Remind me' }), 'Every 30 minutes');
    await user.click(within(block).getByRole('button', { name: 'Save' }));
    expect(await within(block).findByText('Saved.')).toBeInTheDocument();
    expect(await entries(calls[0])).toEqual({ realityCheckMinutes: '30' });
    await waitFor(() => expect(within(block).getByTestId('reality-check-current')).toHaveTextContent(/^A reminder comes every 30 minutes\. Next one: .+\.$/));
  });
});

it('says so when the limits do not load, and tries again', async () => {
  const user = userEvent.setup();
  getWorld().failures.push({ call: 'main.getLimits', remaining: 4, errorCode: 429 });
  setup(REGULAR);
  expect(await screen.findByText("We couldn't load your limits.", undefined, { timeout: 5_000 })).toBeInTheDocument();
  getWorld().failures.length = 0;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('loss-limits')).toBeInTheDocument();
});
