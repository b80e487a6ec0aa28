import { screen, within } from '@testing-library/react';
import { TransactionsPage } from '@/features/wallet/TransactionsPage';
import { renderWithProviders } from '../utils/render';

// The screen's chunk cannot load (a deploy, the network): every import of it fails.
jest.mock('@/features/wallet/TransactionsScreen', () => {
  throw new Error('ChunkLoadError: Loading chunk 42 failed.');
});

describe('a transaction page whose code did not load', () => {
  it('keeps its heading and says so in one notice, with the retry inside it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<TransactionsPage kind="deposits" />, { locale: 'fi' });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Jokin meni vikaan. Yritä uudelleen.');
    expect(within(notice).getByRole('button', { name: 'Yritä uudelleen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
