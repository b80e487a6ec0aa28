import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISRUPTION_MESSAGES, getWorld } from '@/mocks/world/worlds';
import { AppLayout } from '@/root/AppLayout';
import { renderWithProviders } from '../utils/render';
import { blockStorage } from '../utils/storage';

// The whole shell renders, with lazy parts and the mock backend: more than jest's 5 s on a busy machine.
jest.setTimeout(20_000);

const HOME = { pathname: '/', asPath: '/', query: {} };
const BANNER = { name: 'Service notice' };

afterEach(() => jest.restoreAllMocks());

describe('the service-disruption banner', () => {
  it('shows and is dismissed where storage is blocked', async () => {
    const user = userEvent.setup();
    getWorld().serviceDisruption = { ...DISRUPTION_MESSAGES };
    blockStorage();
    renderWithProviders(
      <AppLayout>
        <p>The page</p>
      </AppLayout>,
      { locale: 'en', router: HOME },
    );
    const banner = await screen.findByRole('region', BANNER);
    expect(banner).toHaveTextContent(/Bank deposits/);
    await user.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    await waitFor(() => expect(screen.queryByRole('region', BANNER)).toBeNull());
    expect(screen.getByText('The page')).toBeInTheDocument();
  });

  it('is kept dismissed for the tab where storage works', async () => {
    const user = userEvent.setup();
    getWorld().serviceDisruption = { ...DISRUPTION_MESSAGES };
    renderWithProviders(<AppLayout>The page</AppLayout>, { locale: 'en', router: HOME });
    await user.click(await screen.findByRole('button', { name: 'Dismiss notice' }));
    await waitFor(() => expect(screen.queryByRole('region', BANNER)).toBeNull());
    // The button went with the banner: focus is on the page's content, not <body>.
    expect(screen.getByRole('main')).toHaveFocus();
    // Under the key and in the form a tab kept it before this change.
    expect(window.sessionStorage.getItem('kasino.disruptionDismissed')).toBe(DISRUPTION_MESSAGES.en);
  });
});
