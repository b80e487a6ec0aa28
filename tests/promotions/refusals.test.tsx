import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { CampaignsPanel } from '@/features/promotions/panels/CampaignsPanel';
import { fail } from '@/mocks/handlers/respond';
import { server } from '../utils/msw';
import { renderPlayerPanel, seededPlayer } from '../utils/player-panel';

/*
 * The backend refuses a cancel or a conversion with 180 (docs/decisions.md "Mock backend": 180
 * for refused changes), whose catalogue text is about details already in use. Each screen says
 * what happened instead, and asks for its data again.
 */

// Whole panels with their data over msw, several steps each.
jest.setTimeout(20_000);

const BONUSES = 1701; // 13 free-spin bonuses, both campaigns, 3450 points

beforeEach(() => window.sessionStorage.clear());

describe('a free-spin cancel refused with 180', () => {
  it('says the bonus is gone (cancelled elsewhere), and the list asked again leaves it out', async () => {
    const user = userEvent.setup();
    renderPlayerPanel(BONUSES, <CampaignsPanel />);
    const first = (await screen.findAllByTestId('free-spin'))[0] as HTMLElement;
    // Cancelled in another tab after the list loaded.
    seededPlayer(BONUSES).freeSpins = seededPlayer(BONUSES).freeSpins.filter((bonus) => bonus.freeSpinsBonusId !== 9701);
    await user.click(within(first).getByRole('button', { name: 'Cancel bonus' }));
    await user.click(within(first).getByRole('button', { name: 'Yes, cancel' }));
    const result = await screen.findByTestId('free-spin-result');
    expect(within(result).getByTestId('api-error')).toHaveTextContent('This bonus is no longer available or can no longer be cancelled.');
    expect(result).not.toHaveTextContent('These details are already in use.');
    await user.click(within(result).getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('heading', { name: 'Free spins (12)' })).toBeInTheDocument();
  });

  it('fi: says so for a bonus that cannot be cancelled', async () => {
    const user = userEvent.setup();
    renderPlayerPanel(BONUSES, <CampaignsPanel />, 'fi');
    const first = (await screen.findAllByTestId('free-spin'))[0] as HTMLElement;
    const bonus = seededPlayer(BONUSES).freeSpins.find((entry) => entry.freeSpinsBonusId === 9701);
    if (bonus) bonus.cancellable = false;
    await user.click(within(first).getByRole('button', { name: 'Peru bonus' }));
    await user.click(within(first).getByRole('button', { name: 'Kyllä, peru' }));
    const result = await screen.findByTestId('free-spin-result');
    expect(within(result).getByTestId('api-error')).toHaveTextContent('Tämä bonus ei ole enää saatavilla tai sitä ei voi enää perua.');
    expect(seededPlayer(BONUSES).freeSpins).toHaveLength(13);
  });
});

describe('a free-spin cancel that timed out', () => {
  // It may have gone through after the deadline: "could not be cancelled" sent the player to
  // cancel it again, which then said it was no longer there.
  it('says the bonus may have been cancelled, and the list asked again shows whether it was', async () => {
    const user = userEvent.setup();
    renderPlayerPanel(BONUSES, <CampaignsPanel />);
    const first = (await screen.findAllByTestId('free-spin'))[0] as HTMLElement;
    const name = seededPlayer(BONUSES).freeSpins.find((bonus) => bonus.freeSpinsBonusId === 9701)?.name ?? '';
    server.use(
      http.post(
        '*/main/player/bonuses/freeSpins/cancel',
        () => {
          seededPlayer(BONUSES).freeSpins = seededPlayer(BONUSES).freeSpins.filter((bonus) => bonus.freeSpinsBonusId !== 9701);
          return fail(408, 'Request Timeout');
        },
        { once: true },
      ),
    );
    await user.click(within(first).getByRole('button', { name: 'Cancel bonus' }));
    await user.click(within(first).getByRole('button', { name: 'Yes, cancel' }));
    const result = await screen.findByTestId('free-spin-result');
    expect(result).toHaveTextContent(`We did not get an answer in time: the free-spin bonus ${name} may have been cancelled. Check the list before trying again.`);
    expect(within(result).queryByTestId('api-error')).toBeNull();
    await user.click(within(result).getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('heading', { name: 'Free spins (12)' })).toBeInTheDocument();
  });
});

describe('a loyalty conversion refused with 180', () => {
  it('et: says there are not enough points, and shows the points as the backend has them now', async () => {
    const user = userEvent.setup();
    renderPlayerPanel(BONUSES, <CampaignsPanel />, 'et');
    // Estonian groups no four-digit number.
    expect(await screen.findByTestId('loyalty-points')).toHaveTextContent(/^3450$/);
    // Spent elsewhere after the balance loaded.
    seededPlayer(BONUSES).loyaltyPoints = 100;
    await user.type(screen.getByRole('textbox', { name: /Konverteeritavad punktid/ }), '3000');
    await user.click(screen.getByRole('button', { name: 'Muuda boonusrahaks' }));
    const failure = await screen.findByTestId('loyalty-failure');
    expect(failure).toHaveTextContent('Punkte ei õnnestunud konverteerida.');
    expect(within(failure).getByTestId('api-error')).toHaveTextContent('Sul pole selleks piisavalt punkte.');
    expect(failure).not.toHaveTextContent('Need andmed on juba kasutusel.');
    await waitFor(() => expect(screen.getByTestId('loyalty-points')).toHaveTextContent(/^100$/));
    expect(seededPlayer(BONUSES).loyaltyPoints).toBe(100);
  });
});
