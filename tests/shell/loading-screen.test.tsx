import { act, screen } from '@testing-library/react';
import { LoadingScreen } from '@/features/shell/LoadingScreen';
import { Flag } from '../utils/loading-flag';
import { LoginStatus, sessionChecked } from '../utils/login-status';
import { renderWithProviders } from '../utils/render';

describe('loading screen', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows while flags are raised, stays 1 s after the last clears, then fades for 0.5 s', async () => {
    const view = renderWithProviders(
      <>
        <Flag name="player" on />
        <Flag name="balance" on />
        <LoadingScreen />
      </>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Loading Kasino' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');

    view.rerender(
      <>
        <Flag name="player" on={false} />
        <Flag name="balance" on />
        <LoadingScreen />
      </>,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');

    view.rerender(
      <>
        <Flag name="player" on={false} />
        <Flag name="balance" on={false} />
        <LoadingScreen />
        <LoginStatus />
      </>,
    );
    act(() => jest.advanceTimersByTime(999));
    expect(screen.getByTestId('loading-screen')).toHaveStyle({ opacity: '1' });
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('loading-screen')).toHaveStyle({ opacity: '0' });
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByTestId('loading-screen')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('loading-screen')).not.toBeInTheDocument();
    // The providers' session check went out with the timers: its answer is this test's, not the next one's.
    await sessionChecked();
  });

  it('stays up when a new flag rises during the delay', async () => {
    const view = renderWithProviders(
      <>
        <Flag name="a" on />
        <LoadingScreen />
      </>,
    );
    view.rerender(
      <>
        <Flag name="a" on={false} />
        <LoadingScreen />
      </>,
    );
    act(() => jest.advanceTimersByTime(800));
    view.rerender(
      <>
        <Flag name="a" on={false} />
        <Flag name="b" on />
        <LoadingScreen />
        <LoginStatus />
      </>,
    );
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByTestId('loading-screen')).toHaveStyle({ opacity: '1' });
    await sessionChecked();
  });

  it('is not shown when nothing is loading', () => {
    renderWithProviders(<LoadingScreen />);
    expect(screen.queryByTestId('loading-screen')).not.toBeInTheDocument();
  });
});
