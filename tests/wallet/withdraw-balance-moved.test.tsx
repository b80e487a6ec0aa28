import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithdrawPanel } from '@/features/wallet/WithdrawPanel';
import { cents } from '@/lib/money';
import { getWorld } from '@/mocks/world/worlds';
import type { Locale } from '@/routes/href';
import { server } from '../utils/msw';
import { paymentCalls, renderPlayerPanel, seededPlayer } from '../utils/player-panel';

/*
 * 121 on a withdrawal: the backend's answer to more than the cash minus reserve, which the form
 * already refuses, so it comes when the cash dropped after the form loaded (play in another
 * tab). The player's balance is not negative, whatever the catalogue's 121 says.
 */

const EESTI = 1006; // 123.45 € cash, no bonus money, no free spins: no confirmation

const setup = (locale: Locale = 'en') => renderPlayerPanel(EESTI, <WithdrawPanel />, locale);
const amountField = (name: RegExp) => screen.findByRole('textbox', { name });

afterEach(() => server.events.removeAllListeners());

describe('a withdrawal refused because the withdrawable cash moved (121)', () => {
  it('says the withdrawable amount changed and names what can be withdrawn now; Back keeps the amount', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(await amountField(/Amount to withdraw in euros/), '100');
    // Played away in another tab after the form loaded: €50 left.
    seededPlayer(EESTI).cash = cents(5_000);
    await user.click(screen.getByTestId('withdraw-submit'));
    const result = await screen.findByTestId('withdraw-result');
    expect(result).toHaveAttribute('data-code', '121');
    const notice = within(result).getByTestId('api-error');
    expect(notice).toHaveTextContent('The amount you can withdraw has changed since the form was opened.');
    expect(notice).not.toHaveTextContent(/negative/);
    // From initWithdraw asked again after the answer.
    expect(await within(notice).findByTestId('withdraw-available-now')).toHaveTextContent('You can withdraw at most €50.00 right now.');
    expect(within(result).queryByRole('button', { name: 'Contact customer support' })).toBeNull();
    expect(seededPlayer(EESTI).withdrawals).toEqual([]);
    await user.click(within(result).getByRole('button', { name: 'Back to withdrawal' }));
    const field = await amountField(/Amount to withdraw in euros/);
    expect(field).toHaveValue('100');
    expect(field).toHaveFocus();
    expect(screen.getByTestId('withdraw-available')).toHaveTextContent('€50.00');
  });

  it('fi: says nothing can be withdrawn now when the cash is gone', async () => {
    const user = userEvent.setup();
    // The mock itself answers 127 once nothing is withdrawable; a backend may answer 121.
    getWorld().failures.push({ call: 'main.confirmWithdraw', remaining: 1, errorCode: 121 });
    setup('fi');
    await user.type(await amountField(/Kotiutettava summa/), '20');
    seededPlayer(EESTI).cash = cents(0);
    await user.click(screen.getByTestId('withdraw-submit'));
    const notice = within(await screen.findByTestId('withdraw-result')).getByTestId('api-error');
    expect(notice).toHaveTextContent('Kotiutettavissa oleva summa on muuttunut lomakkeen avaamisen jälkeen.');
    expect(await within(notice).findByTestId('withdraw-available-now')).toHaveTextContent('Juuri nyt mitään ei voi kotiuttaa.');
    expect(screen.queryByRole('button', { name: 'Ota yhteyttä asiakaspalveluun' })).toBeNull();
  });

  it('et: names no figure when the refreshed balances still allow the amount (the answer alone is known)', async () => {
    const user = userEvent.setup();
    const inits = paymentCalls('initWithdraw');
    getWorld().failures.push({ call: 'main.confirmWithdraw', remaining: 1, errorCode: 121 });
    setup('et');
    await user.type(await amountField(/Väljamakstav summa eurodes/), '20');
    await user.click(screen.getByTestId('withdraw-submit'));
    const result = await screen.findByTestId('withdraw-result');
    expect(within(result).getByTestId('api-error')).toHaveTextContent('Summa, mida saad välja maksta, on pärast vormi avamist muutunud.');
    expect(within(result).getByRole('button', { name: 'Tagasi väljamakse juurde' })).toBeInTheDocument();
    expect(within(result).queryByRole('button', { name: 'Võta ühendust klienditoega' })).toBeNull();
    // The balances were asked for again and still allow €20: no figure contradicts the answer.
    await waitFor(() => expect(inits).toHaveLength(2));
    await screen.findByText(/Praegu väljamakstav/);
    expect(within(result).queryByTestId('withdraw-available-now')).toBeNull();
  });
});
