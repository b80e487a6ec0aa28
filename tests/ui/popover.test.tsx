import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Popover } from '@/ui/Popover';

function Page({ controlled = false }: { controlled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Elsewhere</button>
      {controlled ? (
        <button type="button" onClick={() => setOpen(true)}>
          Deposit
        </button>
      ) : null}
      <Popover trigger="Balance 12,00 €" triggerLabel="Profile" {...(controlled ? { open, onOpenChange: setOpen } : {})}>
        {(close) => (
          <>
            <a href="/en/campaigns">Campaigns</a>
            <button type="button" onClick={close}>
              Choose
            </button>
          </>
        )}
      </Popover>
    </>
  );
}

describe('Popover', () => {
  it('opens under its trigger and renders its panel only while open', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const trigger = screen.getByRole('button', { name: 'Profile' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Campaigns' })).not.toBeInTheDocument();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(screen.getByRole('link', { name: 'Campaigns' })).toBeVisible();
    // Tab from the trigger goes into the panel.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Campaigns' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const trigger = screen.getByRole('button', { name: 'Profile' });
    await user.click(trigger);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Campaigns' })).not.toBeInTheDocument();
  });

  it('closes on a pointer press outside, not inside', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const trigger = screen.getByRole('button', { name: 'Profile' });
    await user.click(trigger);
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('link', { name: 'Campaigns' }) });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus moves outside it (Tab past its last item), leaving focus where it went; not for a modal dialog over it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Page />
        <dialog open aria-label="Reality check">
          <button type="button">Continue</button>
        </dialog>
        <button type="button">After</button>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Profile' });
    await user.click(trigger);
    screen.getByRole('button', { name: 'Continue' }).focus();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    screen.getByRole('button', { name: 'Choose' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    screen.getByRole('button', { name: 'Choose' }).focus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Campaigns' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('inside a dialog (the phone\'s sidebar), closes when focus moves on to the rest of the dialog', async () => {
    const user = userEvent.setup();
    render(
      <dialog open aria-label="Menu">
        <Page />
        <button type="button">After</button>
      </dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Profile' });
    await user.click(trigger);
    screen.getByRole('button', { name: 'Choose' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('lets its content close it, returning focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    await user.click(screen.getByRole('button', { name: 'Choose' }));
    expect(screen.getByRole('button', { name: 'Profile' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Choose' })).not.toBeInTheDocument();
  });

  it('can be opened from elsewhere when the caller owns its state', async () => {
    const user = userEvent.setup();
    render(<Page controlled />);
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.getByRole('button', { name: 'Profile' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    // Escape works from inside the popover only; the focus is still on the Deposit button.
    expect(screen.getByRole('button', { name: 'Profile' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    expect(screen.getByRole('button', { name: 'Profile' })).toHaveAttribute('aria-expanded', 'false');
  });
});
