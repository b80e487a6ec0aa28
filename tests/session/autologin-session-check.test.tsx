import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginScreen } from '@/features/session/LoginScreen';
import { getWorld } from '@/mocks/world/worlds';
import { useProfile } from '@/state/profile';
import { loadResources } from '../utils/i18n';
import { renderWithProviders } from '../utils/render';
import { failPlayerCheck, recoverBackend, sessionCheckCopy } from '../utils/session-check';

function Who() {
  const { player } = useProfile();
  return <output data-testid="who">{player?.nickName ?? ''}</output>;
}

describe('an autologin link while the session check keeps failing', () => {
  it('says so with a retry instead of "logging you in" for ever, and logs the player in once the check answers', async () => {
    const user = userEvent.setup();
    getWorld().loginTokens.set('auto-token', { userId: 1002, status: 'ok' });
    failPlayerCheck();
    renderWithProviders(
      <>
        <Who />
        <LoginScreen />
      </>,
      { locale: 'et', router: { pathname: '/login', asPath: '/logi-sisse?t=auto-token', query: { t: 'auto-token' } } },
    );

    const failed = await screen.findByTestId('session-check-failed');
    expect(failed).toHaveTextContent(sessionCheckCopy('et').failed);
    expect(screen.queryByText((loadResources('et').auth as { login: { autoPending: string } }).login.autoPending)).not.toBeInTheDocument();
    // Whether someone is logged in decides between asking and going ahead: the token is not spent.
    expect(getWorld().loginTokens.has('auto-token')).toBe(true);

    recoverBackend();
    await user.click(within(failed).getByRole('button', { name: sessionCheckCopy('et').retry }));
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('Onnenpekka'));
    expect(screen.queryByTestId('session-check-failed')).not.toBeInTheDocument();
  });
});
