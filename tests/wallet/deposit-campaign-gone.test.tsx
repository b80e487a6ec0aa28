import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveFor } from '@/lib/leave-site';
import type { Locale } from '@/routes/href';
import { server } from '../utils/msw';
import { mainCalls, renderPlayerPanel, seededPlayer } from '../utils/player-panel';
import { DepositFrame } from '../utils/deposit-frame';

/*
 * A deposit for a campaign the player can no longer take (taken up in another tab, or ended):
 * the backend refuses it with 180 (docs/decisions.md "Mock backend": 180 for refused changes),
 * whose catalogue text is about details already in use.
 */

// Whole panels with their data over msw, several steps each.
jest.setTimeout(20_000);

jest.mock('@/lib/leave-site', () => ({ leaveFor: jest.fn() }));

const REGULAR = 1002; // stored payment details, both campaigns (101, 102), no free spins


beforeEach(() => {
  jest.mocked(leaveFor).mockReset();
  window.sessionStorage.clear();
});
afterEach(() => server.events.removeAllListeners());

const LABELS = {
  en: { deposit: 'Deposit with this campaign', amount: /Amount in euros/, message: 'This campaign is no longer available.', back: 'Back to the campaigns', duplicate: 'These details are already in use.' },
  fi: { deposit: 'Talleta tällä kampanjalla', amount: /Summa euroina/, message: 'Tämä kampanja ei ole enää saatavilla.', back: 'Takaisin kampanjoihin', duplicate: 'Nämä tiedot ovat jo käytössä.' },
  et: { deposit: 'Tee sissemakse', amount: /Summa eurodes/, message: 'See kampaania pole enam saadaval.', back: 'Tagasi kampaaniate juurde', duplicate: 'Need andmed on juba kasutusel.' },
} as const;

describe('a deposit for a campaign that is gone (180)', () => {
  it.each(['en', 'fi', 'et'] as const)('%s: says the campaign is no longer available and leads back to the campaigns, asked again', async (locale: Locale) => {
    const user = userEvent.setup();
    const words = LABELS[locale];
    renderPlayerPanel(REGULAR, <DepositFrame />, locale);
    const first = (await screen.findAllByTestId('campaign'))[0] as HTMLElement;
    await user.click(within(first).getByRole('button', { name: words.deposit }));
    await user.type(await screen.findByRole('textbox', { name: words.amount }), '30');
    // Taken up in another tab after the list loaded.
    seededPlayer(REGULAR).campaignsTaken = [101];
    const asked = mainCalls('campaigns/depositCampaigns');
    await user.click(screen.getByTestId('deposit-submit'));
    const problem = await screen.findByTestId('deposit-problem');
    expect(problem).toHaveAttribute('data-code', '180');
    expect(within(problem).getByTestId('api-error')).toHaveTextContent(words.message);
    expect(problem).not.toHaveTextContent(words.duplicate);
    // Nothing was deposited.
    expect(seededPlayer(REGULAR).cash).toBe(25_000);
    // The campaigns (and the badge that counts them) are asked for again at once.
    await waitFor(() => expect(asked).toHaveLength(1));
    await user.click(within(problem).getByRole('button', { name: words.back }));
    await waitFor(() => expect(screen.getAllByTestId('campaign')).toHaveLength(1));
  });
});
