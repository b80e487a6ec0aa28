import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SessionTimer } from '@/features/session/SessionTimer';
import { admitPanel } from '@/root/panels';
import type { Locale } from '@/routes/href';
import { PanelsProvider, usePanels } from '@/state/panels';
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

/** As the shell has it: inside the panel stack. */
const renderTimer = (ui: ReactElement, locale: Locale) => renderWithProviders(<PanelsProvider admit={admitPanel}>{ui}</PanelsProvider>, { locale, router: HOME });

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
    renderTimer(<SessionTimer />, 'en');
    const timer = await placed();
    expect(timer.style.left).toBe(`${window.innerWidth - 185 - 24}px`);
    expect(timer.style.top).toBe(`${window.innerHeight - 80}px`);
  });

  it('sits in a landmark of its own, named for what it shows (axe: no content outside every landmark)', async () => {
    signInAs(REGULAR);
    renderTimer(<SessionTimer />, 'fi');
    const timer = await placed();
    expect(timer.closest('aside')).toBe(screen.getByRole('complementary', { name: 'Istuntoaika' }));
  });

  it('comes back where the player moved it, and starts at the default when what is kept is not a position', async () => {
    timerWidth(150);
    signInAs(REGULAR);
    window.localStorage.setItem(KEY, JSON.stringify({ x: 300, y: 200 }));
    const first = renderTimer(<SessionTimer />, 'fi');
    const timer = await placed();
    expect([timer.style.left, timer.style.top]).toEqual(['300px', '200px']);
    fireEvent.keyDown(timer, { key: 'ArrowRight' });
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? 'null')).toEqual({ x: 324, y: 200 });
    first.unmount();

    window.localStorage.setItem(KEY, '{not json');
    renderTimer(<SessionTimer />, 'fi');
    expect((await placed()).style.left).toBe(`${window.innerWidth - 150 - 24}px`);
  });

  it('stays inside a window that gets smaller, and comes back to where it was left when it grows again', async () => {
    timerWidth(150);
    signInAs(REGULAR);
    const { innerWidth, innerHeight } = window;
    const resizeTo = (width: number, height: number) =>
      act(() => {
        Object.assign(window, { innerWidth: width, innerHeight: height });
        window.dispatchEvent(new Event('resize'));
      });
    try {
      resizeTo(1440, 900);
      window.localStorage.setItem(KEY, JSON.stringify({ x: 1200, y: 700 }));
      renderTimer(<SessionTimer />, 'en');
      const timer = await placed();
      expect([timer.style.left, timer.style.top]).toEqual(['1200px', '700px']);
      resizeTo(900, 600);
      // Its right and bottom edges 8 px inside the window (jsdom gives it no height).
      expect([timer.style.left, timer.style.top]).toEqual([`${900 - 150 - 8}px`, `${600 - 8}px`]);
      resizeTo(1440, 900);
      expect([timer.style.left, timer.style.top]).toEqual(['1200px', '700px']);
    } finally {
      resizeTo(innerWidth, innerHeight);
    }
  });

  it('in its corner, follows the window\'s right and bottom edges as the window changes', async () => {
    timerWidth(150);
    signInAs(REGULAR);
    const { innerWidth, innerHeight } = window;
    try {
      renderTimer(<SessionTimer />, 'et');
      const timer = await placed();
      act(() => {
        Object.assign(window, { innerWidth: 1600, innerHeight: 1000 });
        window.dispatchEvent(new Event('resize'));
      });
      expect([timer.style.left, timer.style.top]).toEqual([`${1600 - 150 - 24}px`, `${1000 - 80}px`]);
    } finally {
      Object.assign(window, { innerWidth, innerHeight });
    }
  });

  it('steps aside while the profile dropdown is open, and is back when it closes', async () => {
    timerWidth(150);
    signInAs(REGULAR);
    function OpenDropdown() {
      const panels = usePanels();
      return (
        <>
          <button onClick={() => panels.open('dropdown', 'profile')}>open</button>
          <button onClick={panels.close}>close</button>
        </>
      );
    }
    renderTimer(
      <>
        <OpenDropdown />
        <SessionTimer />
      </>,
      'et',
    );
    const timer = await placed();
    expect(timer).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    await waitFor(() => expect(timer).not.toBeVisible());
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    await waitFor(() => expect(timer).toBeVisible());
  });
});
