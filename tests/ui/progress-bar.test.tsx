import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { ProgressBar, progressPercent } from '@/ui/ProgressBar';

const fill = (bar: HTMLElement) => (bar.firstElementChild as HTMLElement).style.transform;

describe('ProgressBar', () => {
  it('is a labelled progressbar with its percentage and the value text', () => {
    // Cents, as the wagering bar passes them: 12,50 € of 50,00 €.
    render(<ProgressBar label="Wagering" value={1250} max={5000} valueText="12,50 € / 50,00 €" />);
    const bar = screen.getByRole('progressbar', { name: 'Wagering' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', '12,50 € / 50,00 €');
    expect(screen.getByText('Wagering')).toBeVisible();
    expect(screen.getByText('12,50 € / 50,00 €')).toBeVisible();
    expect(fill(bar)).toBe('scaleX(0.25)');
  });

  it('keeps the fill and the value inside the range when played exceeds required', () => {
    render(<ProgressBar label="Wagering" value={8025} max={5000} valueText="80,25 € / 50,00 €" />);
    const bar = screen.getByRole('progressbar', { name: 'Wagering' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(fill(bar)).toBe('scaleX(1)');
  });

  it('rounds the percentage a screen reader hears', () => {
    render(<ProgressBar label="Wagering" value={1} max={3} valueText="0,01 € / 0,03 €" />);
    expect(screen.getByRole('progressbar', { name: 'Wagering' })).toHaveAttribute('aria-valuenow', '33');
  });

  it('is empty when nothing is required', () => {
    render(<ProgressBar label="Wagering" value={500} max={0} valueText="5,00 € / 0,00 €" />);
    const bar = screen.getByRole('progressbar', { name: 'Wagering' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(fill(bar)).toBe('scaleX(0)');
  });

  it('fills between 0 and 100 %, proportionally inside the range', () => {
    const amount = fc.double({ min: -1e6, max: 1e6, noNaN: true });
    fc.assert(
      fc.property(amount, amount, (value, max) => {
        const percent = progressPercent(value, max);
        if (percent < 0 || percent > 100) return false;
        if (max > 0 && value >= 0 && value <= max) return Math.abs(percent - (value / max) * 100) < 1e-9;
        return max <= 0 ? percent === 0 : percent === (value < 0 ? 0 : 100);
      }),
    );
  });

  it('never fills less for more played', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e5, noNaN: true }), fc.double({ min: 0, max: 1e5, noNaN: true }), fc.double({ min: 0.01, max: 1e5, noNaN: true }), (a, b, max) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        return progressPercent(low, max) <= progressPercent(high, max);
      }),
    );
  });
});
