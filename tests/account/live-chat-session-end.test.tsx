import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getLoyalty } from '@/api/main/player';
import { SupportPanel } from '@/features/account/SupportPanel';
import { getWorld } from '@/mocks/world/worlds';
import { admitPanel } from '@/root/panels';
import { PanelsProvider } from '@/state/panels';
import { useProfile } from '@/state/profile';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';

/**
 * The chat is told who the player is (spec 1). When their session ends without a page load
 * (a logout, a lost session), the chat must not go on greeting the next person at this browser
 * by the last player's name and email: the app ends it, and the mock provider's stand-in (the
 * real script the mock backend serves) removes its box.
 */

const REGULAR = 1002; // Onnenpekka, regular@kasino.test

const chatScript = () => document.head.querySelector<HTMLScriptElement>('script[src$="/chat/widget.js"]');

/** What the browser does with the script tag: runs the script the mock backend serves, then fires load. */
async function runChatScript() {
  const script = chatScript();
  if (!script) throw new Error('the chat script was not requested');
  const source = await (await fetch(script.src)).text();
  // The widget's own code, as the page would run it: indirect eval, in the global scope.
  (0, eval)(source);
  script.dispatchEvent(new Event('load'));
}

/** The player's state and a way out, outside the panel (which shows while the player is logged in). */
function Session() {
  const { isLoggedIn, logout } = useProfile();
  return (
    <>
      <output data-testid="who">{isLoggedIn ? 'in' : 'out'}</output>
      {isLoggedIn ? <SupportPanel /> : null}
      <button type="button" onClick={() => void logout()}>
        Log out
      </button>
    </>
  );
}

async function openChatAsPlayer(user: ReturnType<typeof userEvent.setup>) {
  signInAs(REGULAR);
  renderWithProviders(
    <PanelsProvider admit={admitPanel}>
      <Session />
    </PanelsProvider>,
  );
  await user.click(await screen.findByRole('button', { name: 'Start a live chat' }));
  await runChatScript();
  const chat = await screen.findByTestId('chat-widget');
  expect(chat).toHaveTextContent('Hi Onnenpekka!');
  expect(chat).toHaveTextContent('We will answer at regular@kasino.test.');
}

afterEach(() => {
  chatScript()?.remove();
  screen.queryByTestId('chat-widget')?.remove();
  delete window.KasinoChat;
});

describe('a chat opened as the player', () => {
  it('is gone with their name and email when they log out', async () => {
    const user = userEvent.setup();
    await openChatAsPlayer(user);
    await user.click(screen.getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('out'));
    expect(screen.queryByTestId('chat-widget')).not.toBeInTheDocument();
    expect(screen.queryByText(/Onnenpekka/)).not.toBeInTheDocument();
    expect(screen.queryByText(/regular@kasino\.test/)).not.toBeInTheDocument();
  });

  it('is gone with their name and email when their session is lost', async () => {
    const user = userEvent.setup();
    await openChatAsPlayer(user);
    getWorld().failures.push({ call: 'main.loyalty', remaining: 1, errorCode: 115 });
    await act(() => getLoyalty());

    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('out'));
    expect(screen.queryByTestId('chat-widget')).not.toBeInTheDocument();
    expect(screen.queryByText(/Onnenpekka/)).not.toBeInTheDocument();
    expect(screen.queryByText(/regular@kasino\.test/)).not.toBeInTheDocument();
  });
});
