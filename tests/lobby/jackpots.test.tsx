import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Jackpots } from '@/features/lobby/Jackpots';
import { server } from '../utils/msw';
import { renderWithProviders } from '../utils/render';

const strip = () => within(screen.getByRole('region', { name: /Jackpots|Jättipotit|Jackpotid/ }));

describe('the jackpots strip', () => {
  it('lists the jackpots with their amounts in the locale', async () => {
    renderWithProviders(<Jackpots />, { locale: 'fi' });
    const list = await strip().findByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/\d,\d{2}\s€/);
    expect(screen.queryByTestId('jackpots-missing')).not.toBeInTheDocument();
  });

  it('says so when the jackpots cannot be loaded, instead of a heading over nothing', async () => {
    server.use(http.get('*/main/jackpots', () => new HttpResponse('down', { status: 503 })));
    renderWithProviders(<Jackpots />, { locale: 'et' });
    expect(await screen.findByTestId('jackpots-missing')).toHaveTextContent('Jackpottide summasid ei saa praegu näidata.');
    expect(strip().queryByRole('list')).not.toBeInTheDocument();
  });

  it('says so when no jackpot is running', async () => {
    server.use(http.get('*/main/jackpots', () => HttpResponse.json({ success: true, jackpots: [] })));
    renderWithProviders(<Jackpots />, { locale: 'en' });
    expect(await screen.findByTestId('jackpots-missing')).toHaveTextContent('There are no jackpots running right now.');
  });
});
