import { act, render, screen } from '@testing-library/react';
import { TimedNotice } from '@/ui/TimedNotice';
import { NOTICE_MS, useTimedNotice } from '@/ui/use-timed-notice';

let api: ReturnType<typeof useTimedNotice>;

function Host() {
  api = useTimedNotice();
  return <TimedNotice notice={api.notice} testId="timed" />;
}

describe('useTimedNotice and TimedNotice', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('lasts the spec five seconds', () => {
    expect(NOTICE_MS).toBe(5000);
  });

  it('shows the message for exactly 5000 ms', () => {
    render(<Host />);
    act(() => api.show('success', 'Limit saved.'));
    expect(screen.getByText('Limit saved.')).toBeVisible();
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Limit saved.')).toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Limit saved.')).not.toBeInTheDocument();
  });

  it('starts the time again when another message is shown', () => {
    render(<Host />);
    act(() => api.show('success', 'Saved.'));
    act(() => jest.advanceTimersByTime(3000));
    act(() => api.show('error', 'Saving failed.'));
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Saving failed.')).toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saving failed.')).not.toBeInTheDocument();
  });

  it('is cleared at once on request', () => {
    render(<Host />);
    act(() => api.show('info', 'Code sent.'));
    act(() => api.clear());
    expect(screen.queryByText('Code sent.')).not.toBeInTheDocument();
  });

  it('speaks through live regions that exist before the message arrives', () => {
    render(<Host />);
    const status = screen.getByRole('status');
    const alert = screen.getByRole('alert');
    expect(status).toBeEmptyDOMElement();
    expect(alert).toBeEmptyDOMElement();

    act(() => api.show('success', 'Marketing choices saved.'));
    // The same nodes, now holding the message; the message box adds no second live region.
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Marketing choices saved.');
    expect(alert).toBeEmptyDOMElement();
    expect(screen.getByTestId('timed')).not.toHaveAttribute('role');

    act(() => api.show('error', 'Saving failed.'));
    expect(screen.getByRole('alert')).toBe(alert);
    expect(alert).toHaveTextContent('Saving failed.');
    expect(status).toBeEmptyDOMElement();
  });

  it('inserts the same message again when it is shown twice, so it is announced again', () => {
    render(<Host />);
    act(() => api.show('success', 'Saved.'));
    const first = screen.getByText('Saved.');
    act(() => api.show('success', 'Saved.'));
    expect(screen.getByText('Saved.')).not.toBe(first);
  });

  it('leaves no timer behind when unmounted', () => {
    const { unmount } = render(<Host />);
    act(() => api.show('success', 'Saved.'));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
