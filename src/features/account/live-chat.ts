import { REQUEST_TIMEOUT_MS } from '@/api/timeouts';
import type { Locale } from '@/routes/href';
import { SIDEBAR_TRANSITION_MS, type Panels } from '@/state/panels';
import { whenReady } from '@/lib/when-ready';

/**
 * Who the player is, passed to the chat so support does not have to ask (spec 1), and a
 * message to start with (the close panel's request), which the widget puts in its message box.
 */
export type ChatIdentity = Readonly<{ name: string; email: string | null; locale: Locale; message?: string }>;

/**
 * The contract with the chat provider: its script, loaded from NEXT_PUBLIC_CHAT_WIDGET_URL (allowed by that URL in the CSP), puts
 * `window.KasinoChat` in place. A real provider is wrapped by a small adapter of this shape; the
 * mock backend serves a stand-in (src/mocks/handlers/chat-widget.ts).
 *
 * - `open(identity)` shows the chat as the player.
 * - `end()` closes the chat and forgets the player, when the session ends (logout, a lost
 *   session) without a page load that would drop the widget: the next person at this browser
 *   must not see the last player's name, email or conversation. An adapter calls its provider's
 *   reset here (its visitor logout or session reset), not only a hide.
 */
type ChatApi = { open: (identity: ChatIdentity) => void; end: () => void };
declare global {
  interface Window {
    KasinoChat?: ChatApi;
  }
}

let loading: Promise<ChatApi> | null = null;

/**
 * Loads the widget's script once, only when a player asks for the chat; a failure can be tried
 * again. A script that does not arrive within a call's deadline (src/api/timeouts.ts) fails
 * like one that errs, so the button does not stay busy.
 */
export function loadChat(src: string): Promise<ChatApi> {
  if (window.KasinoChat) return Promise.resolve(window.KasinoChat);
  loading ??= new Promise<ChatApi>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      clearTimeout(deadline);
      script.remove();
      reject(new Error(reason));
    };
    const deadline = setTimeout(() => fail('chat widget timed out'), REQUEST_TIMEOUT_MS.browser);
    script.src = src;
    script.async = true;
    script.onload = () => {
      clearTimeout(deadline);
      if (window.KasinoChat) resolve(window.KasinoChat);
      else reject(new Error('chat widget has no API'));
    };
    script.onerror = () => fail('chat widget did not load');
    document.head.appendChild(script);
  }).finally(() => {
    // Once loaded the widget's API is on window; a failure can be tried again.
    loading = null;
  });
  return loading;
}

/**
 * Opens the chat from a panel. The chat floats over the page, where a modal sidebar would
 * leave it unreachable: the frame closes first, and the chat opens once the sidebar has slid
 * out and handed focus back. Rejects when the widget does not load.
 */
export async function openChatFromPanel(src: string, panels: Pick<Panels, 'frame' | 'close'>, identity: ChatIdentity): Promise<void> {
  const widget = await loadChat(src);
  const wasSidebar = panels.frame === 'sidebar';
  panels.close();
  // Until no modal dialog is open (the sidebar has slid out and returned focus), at most a few seconds.
  if (wasSidebar) await whenReady(() => !document.querySelector('dialog[open]'), { afterMs: SIDEBAR_TRANSITION_MS, withinMs: SIDEBAR_TRANSITION_MS * 6 });
  widget.open(identity);
}
