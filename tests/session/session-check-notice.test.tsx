import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionCheckNotice } from '@/features/session/SessionCheckNotice';
import { useProfile } from '@/state/profile';
import { SessionCheckFailed } from '@/ui/SessionCheckFailed';
import { loadResources } from '../utils/i18n';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';
import { failPlayerCheck, recoverBackend, sessionCheckCopy } from '../utils/session-check';

const REGULAR = 1002;

const failedHere = (locale: 'fi' | 'en' | 'et') => (loadResources(locale).common as { sessionCheck: { failedHere: string } }).sessionCheck.failedHere;

/** Who the header would show: the player's name once the check answers. */
function Who() {
  const { player } = useProfile();
  return <p data-testid="who">{player?.nickName ?? 'visitor'}</p>;
}

/** A page that says the failure itself, as a guarded page does. */
function OwnFailure() {
  const { sessionCheckFailure, retrySessionCheck } = useProfile();
  return sessionCheckFailure ? <SessionCheckFailed failure={sessionCheckFailure} onRetry={retrySessionCheck} /> : null;
}

beforeEach(() => {
  signInAs(REGULAR);
  document.cookie = 'kasino_signed_in=1; path=/';
});
afterEach(() => {
  document.cookie = 'kasino_signed_in=; max-age=0; path=/';
  recoverBackend();
});

describe("the shell's notice while a returning player's session check keeps failing", () => {
  it.each(['fi', 'en', 'et'] as const)('%s: says the page shows a visitor\'s view and the session may be open, and its retry brings the player', async (locale) => {
    const user = userEvent.setup();
    failPlayerCheck();
    renderWithProviders(
      <>
        <Who />
        <main id="main" tabIndex={-1} />
        <SessionCheckNotice />
      </>,
      { locale },
    );
    const notice = await screen.findByTestId('session-check-notice');
    expect(notice).toHaveTextContent(failedHere(locale));
    // A 503 adds no reason of its own: no generic second line.
    expect(within(notice).queryByTestId('api-error')).toBeNull();
    recoverBackend();
    await user.click(within(notice).getByRole('button', { name: sessionCheckCopy(locale).retry }));
    expect(await screen.findByTestId('who')).not.toHaveTextContent('visitor');
    expect(screen.queryByTestId('session-check-notice')).not.toBeInTheDocument();
    // The notice went with the focused button: the keyboard player goes on from the page's content.
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('main')));
  });

  it('stands back while the page says it itself (a guarded page, the login page, the bonus wheel)', async () => {
    failPlayerCheck();
    renderWithProviders(
      <>
        <OwnFailure />
        <SessionCheckNotice />
      </>,
      { locale: 'en' },
    );
    expect(await screen.findByTestId('session-check-failed')).toBeInTheDocument();
    expect(screen.queryByTestId('session-check-notice')).not.toBeInTheDocument();
  });
});
