import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BonusGameScreen } from '@/features/promotions/bonus-game/BonusGameScreen';
import { BonusWheelScreen } from '@/features/promotions/wheel/BonusWheelScreen';
import { loadResources } from '../utils/i18n';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';
import { failPlayerCheck, recoverBackend, sessionCheckCopy } from '../utils/session-check';

const REGULAR = 1002;

/** A returning player: a session on the backend and the readable hint that one may exist. */
function returningPlayer() {
  signInAs(REGULAR);
  document.cookie = 'kasino_signed_in=1; path=/';
}

beforeEach(() => {
  window.localStorage.clear();
  window.matchMedia = ((query: string) => ({
    matches: query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  document.cookie = 'kasino_signed_in=; max-age=0; path=/';
});

describe('the bonus wheel while the session check keeps failing', () => {
  it('tells a returning player so under the intro, with a retry that brings the wheel (fi)', async () => {
    const user = userEvent.setup();
    returningPlayer();
    failPlayerCheck();
    renderWithProviders(<BonusWheelScreen />, { locale: 'fi', router: { pathname: '/bonuswheel', asPath: '/bonuswheel' } });

    const failed = await screen.findByTestId('session-check-failed');
    expect(failed).toHaveTextContent(sessionCheckCopy('fi').failed);
    expect(screen.queryByTestId('wheel-login-call')).not.toBeInTheDocument();

    recoverBackend();
    await user.click(within(failed).getByRole('button', { name: sessionCheckCopy('fi').retry }));
    const wheelLabel = (loadResources('fi').wheel as { wheelLabel_other: string }).wheelLabel_other;
    expect(await screen.findByRole('img', { name: wheelLabel.replace('{{count}}', '8') })).toBeInTheDocument();
    expect(screen.queryByTestId('session-check-failed')).not.toBeInTheDocument();
  });
});

describe('the bonus game pages while the session check keeps failing', () => {
  it('tell a visitor so instead of an empty page, and offer the login once the check answers (en)', async () => {
    const user = userEvent.setup();
    failPlayerCheck();
    renderWithProviders(<BonusGameScreen view="goldRush" />, { locale: 'en', router: { pathname: '/gold-rush', asPath: '/gold-rush' } });

    const failed = await screen.findByTestId('session-check-failed');
    expect(failed).toHaveTextContent(sessionCheckCopy('en').failed);

    recoverBackend();
    await user.click(within(failed).getByRole('button', { name: sessionCheckCopy('en').retry }));
    expect(await screen.findByRole('link', { name: 'Log in to take part' })).toHaveAttribute(
      'href',
      `/en/login?redirectUrl=${encodeURIComponent('/en/gold-rush')}`,
    );
    expect(screen.queryByTestId('session-check-failed')).not.toBeInTheDocument();
  });

  it("show a returning player's progress after the retry (et)", async () => {
    const user = userEvent.setup();
    returningPlayer();
    failPlayerCheck();
    renderWithProviders(<BonusGameScreen view="bonusGame" />, { locale: 'et', router: { pathname: '/bonus-game', asPath: '/bonus-game' } });

    const failed = await screen.findByTestId('session-check-failed');
    expect(failed).toHaveTextContent(sessionCheckCopy('et').failed);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    recoverBackend();
    await user.click(within(failed).getByRole('button', { name: sessionCheckCopy('et').retry }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByTestId('session-check-failed')).not.toBeInTheDocument();
  });
});
