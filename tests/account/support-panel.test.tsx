import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REQUEST_TIMEOUT_MS } from '@/api/timeouts';
import { SupportPanel } from '@/features/account/SupportPanel';
import { admitPanel } from '@/root/panels';
import { PanelsProvider } from '@/state/panels';
import { useProfile } from '@/state/profile';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';

const chatScript = () => document.head.querySelector<HTMLScriptElement>('script[src$="/chat/widget.js"]');

function Ready() {
  return useProfile().isLoggedIn ? <SupportPanel /> : null;
}

function setup() {
  signInAs(1002);
  return renderWithProviders(
    <PanelsProvider admit={admitPanel}>
      <Ready />
    </PanelsProvider>,
    { locale: 'fi' },
  );
}

afterEach(() => {
  // A script still loading settles (its error removes it), so the next test starts a load of its own.
  chatScript()?.dispatchEvent(new Event('error'));
  chatScript()?.remove();
  delete window.KasinoChat;
});

describe('customer support', () => {
  it('loads the chat only when asked, and passes the player in', async () => {
    const user = userEvent.setup();
    setup();
    const start = await screen.findByRole('button', { name: 'Aloita chat' });
    expect(screen.getByRole('link', { name: 'support@kasino.example' })).toHaveAttribute('href', 'mailto:support@kasino.example');
    expect(chatScript()).toBeNull();

    await user.click(start);
    const script = chatScript();
    expect(script?.src).toBe('http://localhost:4010/chat/widget.js');
    expect(screen.getByRole('button', { name: 'Avataan chattia…' })).toHaveAttribute('aria-disabled', 'true');
    const open = jest.fn();
    window.KasinoChat = { open, end: jest.fn() };
    script?.dispatchEvent(new Event('load'));
    await waitFor(() => expect(open).toHaveBeenCalledWith({ name: 'Onnenpekka', email: 'regular@kasino.test', locale: 'fi' }));
  });

  it('says so when the chat cannot load, and can try again', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('button', { name: 'Aloita chat' }));
    chatScript()?.dispatchEvent(new Event('error'));
    expect(await screen.findByText('Chat ei ole juuri nyt käytettävissä. Lähetä meille sähköpostia.')).toBeInTheDocument();
    expect(chatScript()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Aloita chat' }));
    expect(chatScript()).not.toBeNull();
  });

  it("gives up on a chat script that never arrives by a call's deadline, instead of staying busy", async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    jest.useFakeTimers();
    try {
      setup();
      await user.click(await screen.findByRole('button', { name: 'Aloita chat' }));
      expect(screen.getByRole('button', { name: 'Avataan chattia…' })).toHaveAttribute('aria-disabled', 'true');
      jest.advanceTimersByTime(REQUEST_TIMEOUT_MS.browser);
      expect(await screen.findByText('Chat ei ole juuri nyt käytettävissä. Lähetä meille sähköpostia.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Aloita chat' })).toBeEnabled();
      expect(chatScript()).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
