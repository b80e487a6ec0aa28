import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useProfileBadgeCount } from '@/data/promotions/profile-badge-query';
import { useRefreshAfterDeposit } from '@/data/wallet/deposit-mutation';
import { useRefreshFreeSpins } from '@/data/promotions/promotions-mutation';
import { ProfileBadge } from '@/features/shell/ProfileBadge';
import { renderPlayerPanel, seededPlayer } from '../utils/player-panel';

const BONUSES = 1701; // 13 free-spin bonuses, 2 campaigns
const REGULAR = 1002; // 2 campaigns, no free spins
const FREESPINS = 1301; // 1 free-spin bonus, no stored payment details (campaigns answer 125)
const FIRST = 1001; // neither

function Count() {
  const count = useProfileBadgeCount(true);
  const afterDeposit = useRefreshAfterDeposit();
  const afterCancel = useRefreshFreeSpins();
  return (
    <>
      <output data-testid="count">{count}</output>
      <button type="button" onClick={() => void afterDeposit()}>
        deposited
      </button>
      <button type="button" onClick={() => void afterCancel()}>
        cancelled
      </button>
    </>
  );
}

describe('the profile badge count (spec 2.4, 2.5: campaigns + free-spin bonuses)', () => {
  it.each([
    [BONUSES, '15'],
    [REGULAR, '2'],
    [FREESPINS, '1'],
  ])('player %i: %s', async (userId, shown) => {
    renderPlayerPanel(userId, <ProfileBadge />);
    // Two calls (campaigns and free spins) over msw: a busy CI run took more than findBy's 1 s.
    expect(await screen.findByTestId('profile-badge', {}, { timeout: 5_000 })).toHaveTextContent(shown);
  });

  it('is not shown below 1', async () => {
    renderPlayerPanel(FIRST, <Count />);
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('0'));
    renderPlayerPanel(FIRST, <ProfileBadge />);
    expect(screen.queryByTestId('profile-badge')).not.toBeInTheDocument();
  });

  it('follows a cancel and a deposit for a campaign once their refreshes ask again', async () => {
    const user = userEvent.setup();
    renderPlayerPanel(BONUSES, <Count />);
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('15'));
    // The backend cancelled one bonus; the cancel's refresh asks again.
    seededPlayer(BONUSES).freeSpins.shift();
    await user.click(screen.getByRole('button', { name: 'cancelled' }));
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('14'));
    // A deposit took up campaign 101 (no spins); the deposit's refresh asks for the campaigns too.
    seededPlayer(BONUSES).campaignsTaken = [101];
    await user.click(screen.getByRole('button', { name: 'deposited' }));
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('13'));
  });
});
