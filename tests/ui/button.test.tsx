import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@/ui/Button';
import { emulateFocusFixup } from '../utils/focus-fixup';

let stopFixup = () => {};
beforeEach(() => (stopFixup = emulateFocusFixup()));
afterEach(() => stopFixup());

function Form({ busy, onSubmit, onClick }: { busy: boolean; onSubmit: () => void; onClick: () => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label>
        Name <input name="name" />
      </label>
      <Button $variant="primary" type="submit" $busy={busy} onClick={onClick}>
        Save
      </Button>
    </form>
  );
}

describe('Button $busy', () => {
  it('keeps focus when it becomes busy, is announced as disabled and busy, and becomes an ordinary button again after', async () => {
    const onSubmit = jest.fn();
    const { rerender } = render(<Form busy={false} onSubmit={onSubmit} onClick={() => {}} />);
    const button = screen.getByRole('button', { name: 'Save' });
    act(() => button.focus());
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toHaveAttribute('aria-busy');

    rerender(<Form busy onSubmit={onSubmit} onClick={() => {}} />);
    // The fixup's observer runs as a microtask, as the browser's runs before the next paint.
    await act(async () => {});
    expect(document.activeElement).toBe(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveStyle({ opacity: '0.6', cursor: 'progress' });

    rerender(<Form busy={false} onSubmit={onSubmit} onClick={() => {}} />);
    await act(async () => {});
    expect(document.activeElement).toBe(button);
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('ignores a click, Enter and Space on it and Enter in a field of its form: no handler, no submit', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    const onClick = jest.fn();
    render(<Form busy onSubmit={onSubmit} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Save' });
    await user.click(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Pekka{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when not busy, a click runs its handler and submits its form, as does Enter in a field', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    const onClick = jest.fn();
    render(<Form busy={false} onSubmit={onSubmit} onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Pekka{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
