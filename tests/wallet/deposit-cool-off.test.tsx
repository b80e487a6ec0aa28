import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useEffect } from 'react';
import { DepositPanel } from '@/features/wallet/DepositPanel';
import { leaveFor } from '@/lib/leave-site';
import { limitsJson } from '@/mocks/handlers/limit-rules';
import { ok } from '@/mocks/handlers/respond';
import { getWorld } from '@/mocks/world/worlds';
import type { Locale } from '@/routes/href';
import { usePanels } from '@/state/panels';
import { longDateText } from '../utils/date-text';
import { mainCalls, paymentCalls, renderPlayerPanel, seededPlayer } from '../utils/player-panel';
import { server } from '../utils/msw';

jest.mock('@/lib/leave-site', () => ({ leaveFor: jest.fn() }));

const COOL_OFF = 1005; // cooloff@kasino.test: a cool-off of 3 days from the world's start
const FIRST = 1001;

/** The deposit panel as the dropdown shows it, and which page of the stack is on top. */
function DepositInDropdown() {
  const panels = usePanels();
  const { open } = panels;
  useEffect(() => open('dropdown', 'deposit'), [open]);
  return (
    <>
      <p data-testid="top">{panels.top}</p>
      {panels.top === 'deposit' ? <DepositPanel /> : null}
    </>
  );
}

const setup = (userId: number, locale: Locale = 'en') => renderPlayerPanel(userId, <DepositInDropdown />, locale);
const coolOffEnd = (locale: Locale) => longDateText(new Date(seededPlayer(COOL_OFF).coolOffUntil ?? ''), locale);

beforeEach(() => jest.mocked(leaveFor).mockReset());
afterEach(() => server.events.removeAllListeners());

describe('the deposit panel of a player on a cool-off', () => {
  it('says up front that deposits are closed until the break ends, without the form, and leads to the limits', async () => {
    setup(COOL_OFF);
    const closed = await screen.findByTestId('deposit-cool-off');
    expect(closed).toHaveTextContent(`Deposits are closed during your break, until ${coolOffEnd('en')}.`);
    expect(screen.queryByTestId('deposit-form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
    await userEvent.setup().click(within(closed).getByRole('button', { name: 'See your limits and cool-off' }));
    expect(screen.getByTestId('top')).toHaveTextContent('responsible-gaming');
  });

  it.each([
    ['fi', 'Talletukset ovat kiinni taukosi ajan, {date} asti.', 'Katso rajasi ja pelitauko'],
    ['et', 'Sissemaksed on sinu pausi ajal suletud. Pausi lõpp: {date}.', 'Vaata oma limiite ja mängupausi'],
  ] as const)('says it in the locale (%s)', async (locale, text, limits) => {
    setup(COOL_OFF, locale);
    const closed = await screen.findByTestId('deposit-cool-off');
    expect(closed).toHaveTextContent(text.replace('{date}', coolOffEnd(locale)));
    expect(within(closed).getByRole('button', { name: limits })).toBeInTheDocument();
  });

  it.each([
    ['en', 'Deposits are closed during your break.', 'See your limits and cool-off'],
    ['fi', 'Talletukset ovat kiinni taukosi ajan.', 'Katso rajasi ja pelitauko'],
    ['et', 'Sissemaksed on sinu pausi ajal suletud.', 'Vaata oma limiite ja mängupausi'],
  ] as const)('sent as a bare flag (spec 3), says deposits are closed, with no end, and shows no form (%s)', async (locale, text, limits) => {
    // FIRST has no cool-off in the mock world: only the flag in the limits answer says there is one.
    server.use(
      http.get('*/main/player/limits', () => {
        const answer = limitsJson(getWorld(), seededPlayer(FIRST));
        return ok({ ...answer, limits: { ...answer.limits, coolOff: true } });
      }),
    );
    setup(FIRST, locale);
    const closed = await screen.findByTestId('deposit-cool-off');
    expect(within(closed).getByText(text)).toBeInTheDocument();
    expect(within(closed).getByRole('button', { name: limits })).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-form')).toBeNull();
  });

  it('is the form for a player without a cool-off, and once a cool-off has ended', async () => {
    seededPlayer(COOL_OFF).coolOffUntil = new Date(Date.now() - 60_000).toISOString();
    const first = setup(FIRST);
    expect(await screen.findByTestId('deposit-form')).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-cool-off')).toBeNull();
    first.unmount();
    setup(COOL_OFF);
    expect(await screen.findByTestId('deposit-form')).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-cool-off')).toBeNull();
  });

  it('is the form while the limits are unknown; the backend refuses it (217) in one message, and the button asks for no other', async () => {
    getWorld().failures.push({ call: 'main.getLimits', remaining: 'always', status: 503 });
    const limits = mainCalls('player/limits');
    const init = paymentCalls('initDeposit');
    const user = userEvent.setup();
    setup(COOL_OFF);
    const amount = await screen.findByRole('textbox', { name: /Amount in euros/ });
    await waitFor(() => expect(limits.length).toBeGreaterThan(0));
    await user.type(amount, '20');
    const submit = screen.getByRole('button', { name: 'Continue to payment' });
    await user.click(submit);

    const problem = await screen.findByTestId('deposit-problem');
    expect(problem).toHaveAttribute('data-code', '217');
    const notice = within(problem).getByTestId('api-error');
    // One paragraph that reads on: the message, then the end in a sentence of its own words.
    const message = within(notice).getByText(/^You are on a cool-off break\./);
    expect(message).toHaveTextContent(`You are on a cool-off break. You cannot deposit or play until it ends. Your break ends on ${coolOffEnd('en')}.`);
    expect(within(notice).queryByText(/^Until /)).toBeNull();

    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit);
    await user.type(amount, '{Enter}');
    expect(init).toHaveLength(1);
    expect(screen.getByTestId('deposit-problem')).toBeInTheDocument();
  });
});
