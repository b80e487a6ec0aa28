import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from '@/ui/Dialog';
import { DialogTitle } from '@/ui/dialog-title';

/** A question the player asks for, whose dialog stays mounted while closed (ConfirmDialog, the quick stop). */
function Question() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ask
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy="question-title" exitMs={0}>
        <DialogTitle id="question-title" open={open}>
          Cancel this withdrawal?
        </DialogTitle>
        <button type="button" onClick={() => setOpen(false)}>
          Keep it
        </button>
      </Dialog>
    </>
  );
}

describe('DialogTitle', () => {
  it('takes the focus once an automatic modal has opened, away from its first control', async () => {
    render(
      <Dialog open onClose={() => {}} labelledBy="reminder-title" automatic>
        <DialogTitle id="reminder-title">Reality check</DialogTitle>
        <button type="button">Continue playing</button>
      </Dialog>,
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Reality check' })).toHaveFocus());
  });

  it('takes it again each time a dialog that stays mounted opens again', async () => {
    const user = userEvent.setup();
    render(<Question />);
    const ask = screen.getByRole('button', { name: 'Ask' });
    const title = screen.getByRole('heading', { name: 'Cancel this withdrawal?', hidden: true });
    await user.click(ask);
    await waitFor(() => expect(title).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(ask).toHaveFocus());
    await user.click(ask);
    await waitFor(() => expect(title).toHaveFocus());
  });
});
