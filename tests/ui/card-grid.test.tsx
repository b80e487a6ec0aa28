import { render, screen, within } from '@testing-library/react';
import { CardGrid } from '@/ui/CardGrid';

const campaigns = [
  { id: 'c1', title: 'Welcome bonus' },
  { id: 'c2', title: 'Friday spins' },
];

/** The declarations of the element's own styled-components class. */
function ownRule(element: HTMLElement): string {
  const rules = Array.from(document.querySelectorAll('style'), (s) => s.textContent ?? '').join('');
  const className = element.className.split(' ').pop() ?? '';
  return rules.split('}').find((rule) => rule.startsWith(`.${className}{`)) ?? '';
}

describe('CardGrid', () => {
  it('is a list with one item per card, in order', () => {
    render(<CardGrid items={campaigns} itemKey={(c) => c.id} renderItem={(c) => <article>{c.title}</article>} label="Active campaigns" />);
    const list = screen.getByRole('list', { name: 'Active campaigns' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Welcome bonus', 'Friday spins']);
  });

  it('fits as many columns of the minimum width as there is room for, and one on a narrower screen', () => {
    render(<CardGrid items={campaigns} itemKey={(c) => c.id} renderItem={(c) => c.title} minWidth={320} />);
    // min(…, 100%): a column never asks for more than the screen has, so nothing overflows.
    expect(ownRule(screen.getByRole('list'))).toContain('grid-template-columns:repeat(auto-fill,minmax(min(320px,100%),1fr))');
  });
});
