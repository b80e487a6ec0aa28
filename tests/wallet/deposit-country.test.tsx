import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DepositPanel } from '@/features/wallet/DepositPanel';
import { leaveFor } from '@/lib/leave-site';
import type { Locale } from '@/routes/href';
import { paymentCalls, renderPlayerPanel, seededPlayer, sentFields } from '../utils/player-panel';
import { server } from '../utils/msw';

jest.mock('@/lib/leave-site', () => ({ leaveFor: jest.fn() }));
const leave = jest.mocked(leaveFor);

const ESTONIAN = 1006; // eesti@kasino.test, country EST, no deposits yet: the provider's page
const FIRST = 1001; // country FIN, no deposits yet

/** A provider deposit of 20 € from the player's panel on a page in `locale`; the fields the mock received. */
async function depositFrom(userId: number, locale: Locale) {
  const user = userEvent.setup();
  const calls = paymentCalls('initDeposit');
  renderPlayerPanel(userId, <DepositPanel />, locale);
  const form = await screen.findByTestId('deposit-form');
  await user.type(within(form).getByRole('textbox'), '20');
  await user.click(screen.getByTestId('deposit-submit'));
  await waitFor(() => expect(calls).toHaveLength(1));
  return sentFields(calls[0]!);
}

beforeEach(() => {
  leave.mockReset();
  window.sessionStorage.clear();
});
afterEach(() => server.events.removeAllListeners());

describe("a player's deposit names the player's own country (spec 3, 7.1)", () => {
  it.each([
    ['en', 'FIN'],
    ['fi', 'FIN'],
    ['et', 'EST'],
  ] as const)('an Estonian player on /%s sends EST with the page\'s language %s, and the mock sends them to the provider', async (locale, language) => {
    expect(seededPlayer(ESTONIAN).country).toBe('EST');
    expect(await depositFrom(ESTONIAN, locale)).toMatchObject({ country: 'EST', language });
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(leave.mock.calls[0]?.[0]).toMatch(/\/provider\/deposit\?token=/);
  });

  it('a Finnish player on /et sends FIN', async () => {
    expect(await depositFrom(FIRST, 'et')).toMatchObject({ country: 'FIN', language: 'EST' });
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
  });
});
