import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DepositPanel } from '@/features/wallet/DepositPanel';
import { getWorld } from '@/mocks/world/worlds';
import { admitPanel } from '@/root/panels';
import type { Locale } from '@/routes/href';
import { PanelsProvider } from '@/state/panels';
import { server } from '../utils/msw';
import { mainCalls, renderPlayerPanel, seededPlayer } from '../utils/player-panel';
import { renderWithProviders } from '../utils/render';
import { DepositFrame } from '../utils/deposit-frame';

/*
 * The deposit panel reached any other way than from a campaign (the profile, the navbar) says
 * when the player has deposit campaigns to take with it, with the way to them.
 */

// Whole panels with their data over msw, several steps each.
jest.setTimeout(20_000);

const FIRST = 1001; // no stored payment details: the campaigns answer 125
const REGULAR = 1002; // stored payment details, both campaigns (101, 102)


/**
 * Resolves once the campaigns call has been answered and what it brought has rendered: an
 * absence checked before that would hold whatever the code did.
 */
function campaignsAnswered(): () => Promise<void> {
  let answered = () => {};
  const done = new Promise<void>((resolve) => (answered = resolve));
  server.events.on('response:mocked', ({ request }) => {
    if (new URL(request.url).pathname === '/main/campaigns/depositCampaigns') answered();
  });
  return async () => {
    await done;
    await act(async () => {});
  };
}

const amountField = () => screen.findByRole('textbox', { name: /Amount in euros/ });

beforeEach(() => window.sessionStorage.clear());
afterEach(() => server.events.removeAllListeners());

describe('the campaigns a deposit could take', () => {
  it('are counted in the form, and its button leads to them, where one is chosen for the deposit', async () => {
    const user = userEvent.setup();
    renderPlayerPanel(REGULAR, <DepositFrame first="deposit" />, 'en');
    const offer = await screen.findByTestId('deposit-campaigns-offer');
    expect(offer).toHaveTextContent('You have 2 campaigns available for a deposit.');
    // After the form: its list may answer after the form shows, and above it moved the quick amounts.
    const quick = screen.getByRole('group', { name: 'Quick amounts' });
    expect(quick.compareDocumentPosition(offer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByTestId('deposit-submit').compareDocumentPosition(offer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(within(offer).getByRole('button', { name: 'Show the campaigns' }));
    const first = (await screen.findAllByTestId('campaign'))[0] as HTMLElement;
    await user.click(within(first).getByRole('button', { name: 'Deposit with this campaign' }));
    expect(await screen.findByTestId('deposit-campaign')).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-campaigns-offer')).toBeNull();
  });

  it.each([
    ['en', [], 'You have 2 campaigns available for a deposit.'],
    ['en', [101], 'You have 1 campaign available for a deposit.'],
    ['fi', [], 'Sinulla on 2 talletuskampanjaa käytettävissä.'],
    ['fi', [101], 'Sinulla on 1 talletuskampanja käytettävissä.'],
    ['et', [], 'Sul on 2 sissemaksekampaaniat saadaval.'],
    ['et', [101], 'Sul on 1 sissemaksekampaania saadaval.'],
  ] as const)('%s, taken %j: %s', async (locale: Locale, taken, line) => {
    seededPlayer(REGULAR).campaignsTaken = [...taken];
    renderPlayerPanel(REGULAR, <DepositFrame first="deposit" />, locale);
    expect(await screen.findByTestId('deposit-campaigns-offer')).toHaveTextContent(line);
  });

  it('are not offered again after "Deposit without the campaign" from the campaigns', async () => {
    const user = userEvent.setup();
    renderPlayerPanel(REGULAR, <DepositFrame first="campaigns" />, 'en');
    const first = (await screen.findAllByTestId('campaign'))[0] as HTMLElement;
    await user.click(within(first).getByRole('button', { name: 'Deposit with this campaign' }));
    await user.click(await screen.findByRole('button', { name: 'Deposit without the campaign' }));
    expect(await amountField()).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-campaign')).toBeNull();
    expect(screen.queryByTestId('deposit-campaigns-offer')).toBeNull();
  });

  it('say nothing when there are none', async () => {
    seededPlayer(REGULAR).campaignsTaken = [101, 102];
    const answered = campaignsAnswered();
    renderPlayerPanel(REGULAR, <DepositFrame first="deposit" />, 'en');
    expect(await amountField()).toBeInTheDocument();
    await answered();
    expect(screen.queryByTestId('deposit-campaigns-offer')).toBeNull();
  });

  it('say nothing when they cannot be had (no payment details: 125) or failed to load, and the deposit goes on', async () => {
    let answered = campaignsAnswered();
    const first = renderPlayerPanel(FIRST, <DepositFrame first="deposit" />, 'en');
    expect(await amountField()).toBeInTheDocument();
    await answered();
    expect(screen.queryByTestId('deposit-campaigns-offer')).toBeNull();
    first.unmount();

    getWorld().failures.push({ call: 'main.getDepositCampaigns', remaining: 'always', status: 503 });
    answered = campaignsAnswered();
    renderPlayerPanel(REGULAR, <DepositFrame first="deposit" />, 'en');
    expect(await amountField()).toBeInTheDocument();
    await answered();
    expect(screen.queryByTestId('deposit-campaigns-offer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Deposit now' })).toBeInTheDocument();
  });

  it('are not asked about for a new customer (a visitor)', async () => {
    const asked = mainCalls('campaigns/depositCampaigns');
    renderWithProviders(
      <PanelsProvider admit={admitPanel}>
        <DepositPanel />
      </PanelsProvider>,
      { locale: 'en' },
    );
    expect(await amountField()).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-campaigns-offer')).toBeNull();
    expect(asked).toHaveLength(0);
  });
});
