import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bankReturn } from '@/features/session/bank-return';
import { LoginScreen } from '@/features/session/LoginScreen';
import { SessionTimer } from '@/features/session/SessionTimer';
import { getWorld } from '@/mocks/world/worlds';
import { admitPanel } from '@/root/panels';
import { PanelsProvider } from '@/state/panels';
import { useProfile } from '@/state/profile';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';
import { blockStorage, fillStorage } from '../utils/storage';

jest.setTimeout(20_000);

const HOME = { pathname: '/', asPath: '/', query: {} };

/** The errors that reached the window uncaught (React reports an event handler's there). */
const errors: unknown[] = [];
const onError = (event: ErrorEvent) => {
  errors.push(event.error);
  event.preventDefault();
};
beforeEach(() => {
  errors.length = 0;
  window.addEventListener('error', onError);
});
afterEach(() => window.removeEventListener('error', onError));

function Who() {
  const { loginStatus } = useProfile();
  return <output data-testid="who">{loginStatus}</output>;
}

afterEach(() => jest.restoreAllMocks());

describe('a bank login where storage is blocked', () => {
  it('starts without throwing, says it kept nothing, and its return is refused with the message, logging no one in', async () => {
    blockStorage();
    getWorld().loginTokens.set('bank-1', { userId: 1004, status: 'ok' });
    expect(bankReturn.start('bank-1', '/en/campaigns')).toBe(false);
    renderWithProviders(
      <>
        <Who />
        <LoginScreen />
      </>,
      { locale: 'en', router: { pathname: '/login', asPath: '/login?bankToken=bank-1', query: { bankToken: 'bank-1' } } },
    );
    expect(await screen.findByText(/This bank login was not started in this browser/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedOut'));
    expect(getWorld().loginTokens.get('bank-1')).toEqual({ userId: 1004, status: 'ok' });
    expect(getWorld().sessions.size).toBe(0);
  });

  it('where storage is full, starts without throwing and says it kept nothing', () => {
    fillStorage();
    expect(bankReturn.start('bank-2', '/en')).toBe(false);
    expect(bankReturn.take('bank-2')).toBe(false);
  });
});

describe('the session timer where storage is blocked or full', () => {
  const placed = async () => {
    const timer = await screen.findByTestId('session-timer');
    await waitFor(() => expect(timer.style.left).not.toBe(''));
    return timer;
  };

  it('where blocked, starts at the default and moves with the arrow keys, without an error', async () => {
    blockStorage();
    signInAs(1002);
    renderWithProviders(<PanelsProvider admit={admitPanel}><SessionTimer /></PanelsProvider>, { locale: 'en', router: HOME });
    const timer = await placed();
    const left = Number.parseFloat(timer.style.left);
    expect(timer.style.top).toBe(`${window.innerHeight - 80}px`);
    fireEvent.keyDown(timer, { key: 'ArrowUp' });
    expect(timer.style.top).toBe(`${window.innerHeight - 80 - 24}px`);
    expect(Number.parseFloat(timer.style.left)).toBe(left);
    expect(errors).toEqual([]);
  });

  it('where full, comes back where it was kept and moves, without an error', async () => {
    window.localStorage.setItem('kasino.sessionTimerPosition', JSON.stringify({ x: 300, y: 200 }));
    fillStorage();
    signInAs(1002);
    renderWithProviders(<PanelsProvider admit={admitPanel}><SessionTimer /></PanelsProvider>, { locale: 'en', router: HOME });
    const timer = await placed();
    expect([timer.style.left, timer.style.top]).toEqual(['300px', '200px']);
    fireEvent.keyDown(timer, { key: 'ArrowRight' });
    expect([timer.style.left, timer.style.top]).toEqual(['324px', '200px']);
    expect(errors).toEqual([]);
  });
});
