import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { Badge, badgeText } from '@/ui/Badge';

describe('Badge', () => {
  it('shows the count and is read as its label', () => {
    render(
      <button type="button">
        Campaigns <Badge count={3} label="3 new" />
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Campaigns 3 new' })).toHaveTextContent('3');
    expect(screen.getByText('3', { selector: '[aria-hidden="true"]' })).toBeVisible();
  });

  it('is absent below 1', () => {
    const { container } = render(
      <>
        <Badge count={0} label="none" />
        <Badge count={-2} label="negative" />
        <Badge count={Number.NaN} label="unknown" />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('caps the digits at 99+, keeping the full count in the label', () => {
    render(<Badge count={250} label="250 free spins" />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByText('250 free spins')).toBeInTheDocument();
  });

  it('shows every count from 1 to 99 as it is and any larger one as 99+', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 100_000 }), (count) => {
        const text = badgeText(count);
        if (count < 1) return text === null;
        if (count <= 99) return text === String(count);
        return text === '99+';
      }),
    );
  });
});
