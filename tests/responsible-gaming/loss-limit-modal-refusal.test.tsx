import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LossLimitModal } from '@/features/responsible-gaming/auto/LossLimitModal';
import type { TrueLimit } from '@/api/schemas/limits';
import { cents } from '@/lib/money';
import type { Locale } from '@/routes/href';
import { renderPlayerPanel, seededPlayer } from '../utils/player-panel';

/*
 * The confirmation modal asks about the increases waiting when it opened. If they were decided
 * meanwhile (in another tab, on the limits page), the backend refuses with 180 (docs/decisions.md
 * "Mock backend": 180 for refused changes), whose catalogue text is about details already in use.
 */

const PENDING = 1003; // daily 50 → 100 €, weekly 200 → 400 € awaiting confirmation

const pending: TrueLimit[] = [
  { kind: 'dailyLoss', amount: cents(5_000), newAmount: cents(10_000), increasingToBeConfirmed: true },
  { kind: 'weeklyLoss', amount: cents(20_000), newAmount: cents(40_000), increasingToBeConfirmed: true },
];

/** The increases as decided elsewhere: cancelled, nothing waits any more. */
function decidedElsewhere() {
  const { limits } = seededPlayer(PENDING);
  for (const limit of [limits.dailyLoss, limits.weeklyLoss]) Object.assign(limit, { newAmount: null, increasingToBeConfirmed: false, amountEffectiveTime: null });
}

const setup = (locale: Locale) => renderPlayerPanel(PENDING, <LossLimitModal pending={pending} onClose={jest.fn()} />, locale);

describe('the loss-limit confirmation refused with 180', () => {
  it.each([
    ['en', 'Confirm all', 'There is no change waiting for confirmation any more.', 'Error code 180'],
    ['fi', 'Vahvista kaikki', 'Vahvistusta odottavaa muutosta ei ole enää.', 'Virhekoodi 180'],
  ] as const)('%s: says no change is waiting any more, with the code', async (locale, confirmAll, message, code) => {
    const user = userEvent.setup();
    setup(locale);
    const modal = await screen.findByRole('dialog');
    decidedElsewhere();
    await user.click(within(modal).getByRole('button', { name: confirmAll }));
    expect(await within(modal).findByTestId('loss-limit-modal-code')).toHaveTextContent(code);
    const notice = within(modal).getByTestId('api-error');
    expect(notice).toHaveTextContent(message);
    expect(notice).not.toHaveTextContent(/already in use|jo käytössä/);
  });

  it('et: the same for Cancel all', async () => {
    const user = userEvent.setup();
    setup('et');
    const modal = await screen.findByRole('dialog');
    decidedElsewhere();
    await user.click(within(modal).getByRole('button', { name: 'Tühista kõik' }));
    await waitFor(() => expect(within(modal).getByTestId('api-error')).toHaveTextContent('Kinnitamist ootavat muudatust enam ei ole.'));
    expect(seededPlayer(PENDING).limits.dailyLoss.amount).toBe(5_000);
  });

  it('en: a change not due yet keeps the catalogue\'s own wording, not "no change waiting"', async () => {
    const user = userEvent.setup();
    setup('en');
    const modal = await screen.findByRole('dialog');
    // The increase waits, but its time has not come (the backend names it).
    const { limits } = seededPlayer(PENDING);
    for (const limit of [limits.dailyLoss, limits.weeklyLoss]) limit.amountEffectiveTime = new Date(Date.now() + 86_400_000).toISOString();
    await user.click(within(modal).getByRole('button', { name: 'Confirm all' }));
    expect(await within(modal).findByTestId('loss-limit-modal-code')).toHaveTextContent('Error code 180');
    expect(within(modal).getByTestId('api-error')).not.toHaveTextContent('There is no change waiting for confirmation any more.');
  });
});
