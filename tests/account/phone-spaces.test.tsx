import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhonePanel } from '@/features/account/settings/PhonePanel';
import { mainCalls, renderPlayerPanel, seededPlayer, sentFields } from '../utils/player-panel';
import { server } from '../utils/msw';

const FIRST = 1001; // first@kasino.test: a confirmed +358401234567

afterEach(() => server.events.removeAllListeners());
// The first render loads the client and the strings; the number takes three calls.
jest.setTimeout(20_000);

describe('the phone panel with a number typed in groups', () => {
  it('takes "+358 (40) 987-6543" and sends the backend +358409876543 at each step', async () => {
    const user = userEvent.setup();
    const checked = mainCalls('player/phonenumber');
    const saved = mainCalls('player/updateFields');
    renderPlayerPanel(FIRST, <PhonePanel />);
    const panel = await screen.findByTestId('phone-panel');
    await user.click(within(panel).getByRole('button', { name: 'Confirm a new number' }));
    const number = within(panel).getByRole('textbox', { name: /^Phone number/ });
    const send = within(panel).getByRole('button', { name: 'Send code' });
    await user.type(number, '+358 (40) 987-6543');
    expect(send).toBeEnabled();
    await user.click(send);

    expect(await screen.findByTestId('phone-notice')).toHaveTextContent('We sent a code to +358409876543.');
    expect(await sentFields(checked[0]!)).toMatchObject({ phonenumber: '+358409876543' });
    expect(await sentFields(saved[0]!)).toMatchObject({ phoneNumber: '+358409876543' });
    await waitFor(() => expect(seededPlayer(FIRST).phoneNumber).toBe('+358409876543'));
  });
});
