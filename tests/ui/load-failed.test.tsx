import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, DEFAULT_ERROR_CODE } from '@/api/errors';
import { Button } from '@/ui/Button';
import { LoadFailed } from '@/ui/LoadFailed';
import { emulateFocusFixup } from '../utils/focus-fixup';
import { renderWithProviders } from '../utils/render';

const AML_WITHDRAW_NOTE = 'Withdrawals are on hold while we review your account. Customer support can tell you more.';

describe('LoadFailed', () => {
  it("says the backend's own failure in the screen's context: a refused initWithdraw with the withdraw note", async () => {
    renderWithProviders(
      <LoadFailed testId="failed" message="We couldn't load your withdrawal details." failure={apiError(235, 'AML')} context="withdrawInit" retryLabel="Try again" onRetry={() => {}} />,
      { locale: 'en' },
    );
    const box = await screen.findByTestId('failed');
    expect(within(box).getByText("We couldn't load your withdrawal details.")).toBeInTheDocument();
    expect(within(box).getByTestId('api-error')).toHaveTextContent('This action is blocked by our security checks.');
    expect(within(box).getByTestId('api-error')).toHaveTextContent(AML_WITHDRAW_NOTE);
  });

  it('says the same code without the note where the screen gives no context', async () => {
    renderWithProviders(<LoadFailed testId="failed" message="Could not load." failure={apiError(235, 'AML')} retryLabel="Try again" onRetry={() => {}} />, { locale: 'en' });
    const notice = within(await screen.findByTestId('failed')).getByTestId('api-error');
    expect(notice).toHaveTextContent('This action is blocked by our security checks.');
    expect(notice).not.toHaveTextContent(AML_WITHDRAW_NOTE);
  });

  it('leaves out the unspecified failure (100), which would only repeat the message', async () => {
    renderWithProviders(<LoadFailed testId="failed" message="Could not load." failure={apiError(DEFAULT_ERROR_CODE, 'x')} retryLabel="Try again" onRetry={() => {}} />, { locale: 'en' });
    expect(within(await screen.findByTestId('failed')).queryByTestId('api-error')).toBeNull();
  });

  it('leaves out a failure the catalogue only calls unexpected (a 503): one box, not two saying the same', async () => {
    renderWithProviders(<LoadFailed testId="failed" message="Could not load." failure={apiError(503, 'Service Unavailable')} retryLabel="Try again" onRetry={() => {}} />, { locale: 'en' });
    const box = await screen.findByTestId('failed');
    // The notice's chunk has had its chance to load and render.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(box).queryByTestId('api-error')).toBeNull();
    expect(within(box).queryByText('Something went wrong. Please try again.')).toBeNull();
  });

  it("puts the screen's other ways on under the retry, and asks again on the retry", async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    const onSupport = jest.fn();
    renderWithProviders(
      <LoadFailed testId="failed" message="Could not load." failure={null} retryLabel="Try again" onRetry={onRetry}>
        <Button $variant="secondary" onClick={onSupport}>
          Contact customer support
        </Button>
      </LoadFailed>,
      { locale: 'en' },
    );
    const box = await screen.findByTestId('failed');
    const retry = within(box).getByRole('button', { name: 'Try again' });
    const support = within(box).getByRole('button', { name: 'Contact customer support' });
    expect(retry.compareDocumentPosition(support) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(retry);
    await user.click(support);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onSupport).toHaveBeenCalledTimes(1);
  });

  it('keeps focus on its retry while the retry runs: busy, not disabled', async () => {
    const stopFixup = emulateFocusFixup();
    try {
      const onRetry = jest.fn();
      const view = (busy: boolean) => <LoadFailed testId="failed" message="Could not load." failure={null} retryLabel="Try again" onRetry={onRetry} busy={busy} />;
      const { rerender } = renderWithProviders(view(false), { locale: 'en' });
      const retry = within(await screen.findByTestId('failed')).getByRole('button', { name: 'Try again' });
      act(() => retry.focus());
      rerender(view(true));
      await act(async () => {});
      expect(retry).toHaveFocus();
      expect(retry).toHaveAttribute('aria-busy', 'true');
      expect(retry).toHaveAttribute('aria-disabled', 'true');
      expect(retry).not.toBeDisabled();
      await userEvent.setup().click(retry);
      expect(onRetry).not.toHaveBeenCalled();
    } finally {
      stopFixup();
    }
  });

  describe('keeps a keyboard player\'s place when it gives way under its own retry', () => {
    type State = 'failed' | 'loading' | 'loaded';
    const Screen = ({ state }: { state: State }) => (
      <section aria-label="Deposits">
        <h2>Deposits</h2>
        {state === 'failed' ? <LoadFailed testId="failed" message="Could not load." failure={null} retryLabel="Try again" onRetry={() => {}} /> : null}
        {state === 'loading' ? <p>Loading…</p> : null}
        {state === 'loaded' ? <button type="button">Deposit 1</button> : null}
      </section>
    );
    const retryIn = async () => within(await screen.findByTestId('failed')).getByRole('button', { name: 'Try again' });
    /** The handoff waits for the next frame (what replaced the failure is in by then), and the handoff's chunk. */
    const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 50)));

    it('to the box it was in when what it asked for comes, not the page\'s top', async () => {
      const { rerender } = renderWithProviders(<Screen state="failed" />, { locale: 'en' });
      const retry = await retryIn();
      await settle();
      act(() => retry.focus());
      rerender(<Screen state="loaded" />);
      await settle();
      const box = screen.getByRole('region', { name: 'Deposits' });
      expect(box).toHaveFocus();
      await userEvent.setup().tab();
      expect(screen.getByRole('button', { name: 'Deposit 1' })).toHaveFocus();
    });

    it('back to the retry when the failure comes back after a loading state', async () => {
      const { rerender } = renderWithProviders(<Screen state="failed" />, { locale: 'en' });
      const first = await retryIn();
      await settle();
      act(() => first.focus());
      rerender(<Screen state="loading" />);
      await settle();
      expect(screen.getByRole('region', { name: 'Deposits' })).toHaveFocus();
      rerender(<Screen state="failed" />);
      await settle();
      expect(await retryIn()).toHaveFocus();
    });

    it('leaves focus alone when it was elsewhere', async () => {
      const { rerender } = renderWithProviders(
        <>
          <button type="button">Elsewhere</button>
          <Screen state="failed" />
        </>,
        { locale: 'en' },
      );
      await retryIn();
      await settle();
      const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
      act(() => elsewhere.focus());
      rerender(
        <>
          <button type="button">Elsewhere</button>
          <Screen state="loaded" />
        </>,
      );
      await settle();
      expect(elsewhere).toHaveFocus();
    });
  });
});
