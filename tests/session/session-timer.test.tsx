import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SessionTimer } from '@/features/session/SessionTimer';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';

const REGULAR = 1002;
const HOME = { pathname: '/', asPath: '/', query: {} };
const KEY = 'kasino.sessionTimerPosition';

/** jsdom lays nothing out: the timer is as wide as a long English label. */
function timerWidth(width: number) {
  jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'timer' ? width : 0;
  });
}

const placed = async () => {
  const timer = await screen.findByTestId('session-timer');
  await waitFor(() => expect(timer.style.left).not.toBe(''));
  return timer;
};

afterEach(() => jest.restoreAllMocks());

describe('the desktop session timer', () => {
  it('starts at the bottom right, its right edge 24 px in like the account button, whatever its width', async () => {
    timerWidth(185);
    signInAs(REGULAR);
    renderWithProviders(<SessionTimer />, { locale: 'en', router: HOME });
    const timer = await placed();
    expect(timer.style.left).toBe(`${window.innerWidth - 185 - 24}px`);
    expect(timer.style.top).toBe(`${window.innerHeight - 80}px`);
  });

  it('comes back where the player moved it, and starts at the default when what is kept is not a position', async () => {
    timerWidth(150);
    signInAs(REGULAR);
    window.localStorage.setItem(KEY, JSON.stringify({ x: 300, y: 200 }));
    const first = renderWithProviders(<SessionTimer />, { locale: 'fi', router: HOME });
    const timer = await placed();
    expect([timer.style.left, timer.style.top]).toEqual(['300px', '200px']);
    fireEvent.keyDown(timer, { key: 'ArrowRight' });
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? 'null')).toEqual({ x: 324, y: 200 });
    first.unmount();

    window.localStorage.setItem(KEY, '{not json');
    renderWithProviders(<SessionTimer />, { locale: 'fi', router: HOME });
    expect((await placed()).style.left).toBe(`${window.innerWidth - 150 - 24}px`);
  });
});
