import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Footer } from '@/features/shell/Footer';
import { renderWithProviders } from '../utils/render';

let attempts = 0;
// The switcher's code fails to load once (the network, a deploy), then comes.
jest.mock('@/features/shell/LanguageSwitcher', () => {
  attempts += 1;
  if (attempts === 1) throw new Error('chunk failed');
  return jest.requireActual('@/features/shell/LanguageSwitcher');
});

const footer = () => within(screen.getByRole('contentinfo'));

describe("footer's language switcher whose code could not load", () => {
  it('asks for the code again on a press, and opens its list when it comes, focus on its button', async () => {
    renderWithProviders(<Footer />, { locale: 'et' });
    const name = 'Keel: Eesti';
    await waitFor(() => expect(attempts).toBe(1));
    // The failure reaches the switcher's boundary: its button stays, and nothing else asks again.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(attempts).toBe(1);
    expect(footer().getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    expect(footer().queryByRole('link', { name: 'Suomi' })).not.toBeInTheDocument();
    fireEvent.pointerDown(footer().getByRole('button', { name }));
    fireEvent.click(footer().getByRole('button', { name }));
    expect(await footer().findByRole('link', { name: 'Suomi' })).toBeVisible();
    expect(attempts).toBe(2);
    const toggle = footer().getByRole('button', { name });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveFocus();
  });
});
