import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ResponsibleGamingScreen } from '@/features/responsible-gaming/ResponsibleGamingScreen';
import { useProfile } from '@/state/profile';
import { emulateFocusFixup } from '../utils/focus-fixup';
import { holdPost, server } from '../utils/msw';
import { mainCalls } from '../utils/player-panel';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';

const REGULAR = 1002; // weekly 1000 €, monthly 2000 €
const LIMITS = 1003; // weekly 200 → 400 € waiting for confirmation

function LoggedIn({ children }: { children: ReactNode }) {
  return useProfile().isLoggedIn ? children : null;
}

function setup(userId: number) {
  signInAs(userId);
  return renderWithProviders(
    <LoggedIn>
      <ResponsibleGamingScreen level={2} />
    </LoggedIn>,
    { locale: 'en' },
  );
}


async function openLimit(name: RegExp) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  return { user, region: screen.getByRole('region', { name }) };
}

/*
 * A button that became `disabled` while its call ran dropped the keyboard player's focus to
 * <body> (the browser's focus fixup, emulated here). The running one is busy and keeps focus;
 * the others beside it are announced unavailable; a press on either sends nothing more.
 */
let stopFixup = () => {};
beforeEach(() => (stopFixup = emulateFocusFixup()));
afterEach(() => {
  stopFixup();
  server.events.removeAllListeners();
});

describe('a loss limit while its call runs', () => {
  it('Save keeps focus, busy; Remove limit is unavailable; neither sends again', async () => {
    const calls = mainCalls('player/limit/loss');
    const answer = holdPost('player/limit/loss');
    setup(REGULAR);
    const { user, region } = await openLimit(/Weekly loss limit/);
    await user.type(within(region).getByRole('textbox', { name: /New weekly limit/ }), '500');
    const save = within(region).getByTestId('limit-save');
    act(() => save.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(save).toHaveAccessibleName('Saving…'));
    expect(calls).toHaveLength(1);
    expect(save).toHaveFocus();
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save).toHaveAttribute('aria-disabled', 'true');
    const remove = within(region).getByRole('button', { name: 'Remove limit' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).not.toHaveAttribute('aria-busy');
    await user.keyboard('{Enter}');
    expect(save).toHaveFocus();
    // The player's press on Remove limit meanwhile asks nothing.
    await user.click(remove);
    expect(within(region).queryByTestId('limit-remove-confirm')).toBeNull();
    act(() => save.focus());

    await answer();
    expect(await within(region).findByText('Your new limit applies now.')).toBeInTheDocument();
    expect(save).toHaveFocus();
    expect(save).not.toHaveAttribute('aria-disabled');
    expect(remove).not.toHaveAttribute('aria-disabled');
    expect(calls).toHaveLength(1);
  });

  it('Yes, remove it keeps focus, busy; Keep the limit is unavailable', async () => {
    const calls = mainCalls('player/limit/loss');
    setup(REGULAR);
    const { user, region } = await openLimit(/Weekly loss limit/);
    await user.click(within(region).getByRole('button', { name: 'Remove limit' }));
    const answer = holdPost('player/limit/loss');
    const yes = within(region).getByRole('button', { name: 'Yes, remove it' });
    act(() => yes.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(yes).toHaveAttribute('aria-busy', 'true'));
    expect(yes).toHaveFocus();
    const keep = within(region).getByRole('button', { name: 'Keep the limit' });
    expect(keep).toHaveAttribute('aria-disabled', 'true');
    await user.click(keep);
    expect(within(region).getByTestId('limit-remove-confirm')).toBeInTheDocument();

    await answer();
    expect(await within(region).findByText(/The removal waits/)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('Cancel this change keeps focus, busy; Confirm this change is unavailable and sends nothing', async () => {
    const calls = mainCalls('player/limit/loss');
    const answer = holdPost('player/limit/loss');
    setup(LIMITS);
    const { user, region } = await openLimit(/Weekly loss limit/);
    const pending = within(region).getByTestId('limit-pending');
    const cancel = within(pending).getByRole('button', { name: 'Cancel this change' });
    act(() => cancel.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cancel).toHaveAttribute('aria-busy', 'true'));
    expect(cancel).toHaveFocus();
    const confirm = within(pending).getByRole('button', { name: 'Confirm this change' });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(confirm).not.toHaveAttribute('aria-busy');
    await user.keyboard('{Enter}');
    await user.click(confirm);

    await answer();
    expect(await within(region).findByText('The change was cancelled; your current limit stays.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(await (calls[0] as Request).formData())).toEqual({ weeklyRemovalConfirmed: 'true' });
  });
});

describe('the reality check while its save runs', () => {
  it('Save keeps focus, busy, and sends once', async () => {
    const calls = mainCalls('player/limit/time');
    const answer = holdPost('player/limit/time');
    setup(REGULAR);
    const block = await screen.findByTestId('reality-check');
    const user = userEvent.setup();
    await user.selectOptions(within(block).getByRole('combobox', { name: 'Remind me' }), 'Every 30 minutes');
    const save = within(block).getByTestId('reality-check-save');
    act(() => save.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(save).toHaveAccessibleName('Saving…'));
    expect(save).toHaveFocus();
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');

    await answer();
    expect(await within(block).findByText('Saved.')).toBeInTheDocument();
    expect(save).toHaveFocus();
    expect(calls).toHaveLength(1);
  });
});
