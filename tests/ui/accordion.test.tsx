import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Accordion } from '@/ui/Accordion';

describe('Accordion', () => {
  it('is a heading button that controls a region labelled by it', async () => {
    const user = userEvent.setup();
    render(
      <Accordion title="Daily limit" summary="100,00 €" level={2}>
        <label>
          Amount <input />
        </label>
      </Accordion>,
    );
    const button = screen.getByRole('button', { name: 'Daily limit 100,00 €' });
    expect(screen.getByRole('heading', { level: 2, name: 'Daily limit 100,00 €' })).toContainElement(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const region = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(region).not.toBeVisible();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Daily limit 100,00 €' })).toBe(region);
    expect(region).toBeVisible();
  });

  it('keeps what was typed in it while closed', async () => {
    const user = userEvent.setup();
    render(
      <Accordion title="Weekly limit" defaultOpen>
        <label>
          Amount <input />
        </label>
      </Accordion>,
    );
    await user.type(screen.getByLabelText('Amount'), '250');
    await user.click(screen.getByRole('button', { name: 'Weekly limit' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Weekly limit' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Amount')).toHaveValue('250');
  });

  it('follows its parent when controlled', async () => {
    const user = userEvent.setup();
    const changes: boolean[] = [];
    function OneAtATime() {
      const [open, setOpen] = useState<'daily' | 'weekly' | null>('daily');
      const props = (key: 'daily' | 'weekly') => ({
        open: open === key,
        onOpenChange: (next: boolean) => {
          changes.push(next);
          setOpen(next ? key : null);
        },
      });
      return (
        <>
          <Accordion title="Daily" {...props('daily')}>
            daily body
          </Accordion>
          <Accordion title="Weekly" {...props('weekly')}>
            weekly body
          </Accordion>
        </>
      );
    }
    render(<OneAtATime />);
    expect(screen.getByText('daily body')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Weekly' }));
    expect(screen.getByText('weekly body')).toBeVisible();
    expect(screen.getByText('daily body')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Daily' })).toHaveAttribute('aria-expanded', 'false');
    expect(changes).toEqual([true]);
  });
});
