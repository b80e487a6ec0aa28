import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AppGate } from '@/root/AppGate';
import { DISRUPTION_MESSAGES, getWorld, MAINTENANCE_MESSAGES, resetWorld } from '@/mocks/world/worlds';
import { server } from '../utils/msw';
import { renderWithProviders } from '../utils/render';

describe('AppGate', () => {
  beforeEach(() => resetWorld());

  it('renders the app when maintenance is off', async () => {
    renderWithProviders(<AppGate>the app</AppGate>);
    expect(screen.getByText('the app')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('the app')).toBeInTheDocument());
  });

  it('replaces the whole app with the sanitised maintenance message in the player language', async () => {
    getWorld().maintenance = { ...MAINTENANCE_MESSAGES, et: '<p>Hooldus <img src=x onerror="alert(1)"><script>alert(2)</script></p>' };
    const { container } = renderWithProviders(<AppGate>the app</AppGate>, { locale: 'et' });
    expect(await screen.findByRole('heading', { name: 'Oleme varsti tagasi' })).toBeInTheDocument();
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
    expect(await screen.findByText('Hooldus')).toBeInTheDocument();
    expect(container.querySelector('script, img, [onerror]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Kontrolli uuesti' })).toBeInTheDocument();
  });

  it('goes back to the app when the retry finds maintenance over', async () => {
    const user = userEvent.setup();
    getWorld().maintenance = { ...MAINTENANCE_MESSAGES };
    renderWithProviders(<AppGate>the app</AppGate>, { locale: 'fi' });
    await screen.findByRole('heading', { name: 'Palaamme pian' });
    getWorld().maintenance = {};
    await user.click(screen.getByRole('button', { name: 'Tarkista uudelleen' }));
    expect(await screen.findByText('the app')).toBeInTheDocument();
  });

  it('logs a failed check and changes nothing', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/content/maintenance', () => HttpResponse.json({ oops: true }, { status: 503 })));
    renderWithProviders(<AppGate>the app</AppGate>);
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('maintenance check failed')));
    expect(screen.getByText('the app')).toBeInTheDocument();
    error.mockRestore();
  });

  it('keeps the disruption notice out of the gate (the layout shows it)', async () => {
    getWorld().serviceDisruption = { ...DISRUPTION_MESSAGES };
    renderWithProviders(<AppGate>the app</AppGate>);
    await waitFor(() => expect(screen.getByText('the app')).toBeInTheDocument());
  });
});
