import type { Locale } from '@/routes/href';

/** Who the player is, passed to the chat so support does not have to ask (spec 1). */
export type ChatIdentity = Readonly<{ name: string; email: string | null; locale: Locale }>;

/**
 * The contract with the chat provider: its script, loaded from NEXT_PUBLIC_CHAT_WIDGET_URL (allowed by that URL in the CSP), puts
 * `window.KasinoChat.open(identity)` in place. A real provider is wrapped by a small adapter of
 * this shape; the mock backend serves a stand-in (src/mocks/handlers/chat-widget.ts).
 */
type ChatApi = { open: (identity: ChatIdentity) => void };
declare global {
  interface Window {
    KasinoChat?: ChatApi;
  }
}

let loading: Promise<ChatApi> | null = null;

/** Loads the widget's script once, only when a player asks for the chat; a failure can be tried again. */
export function loadChat(src: string): Promise<ChatApi> {
  if (window.KasinoChat) return Promise.resolve(window.KasinoChat);
  loading ??= new Promise<ChatApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (window.KasinoChat ? resolve(window.KasinoChat) : reject(new Error('chat widget has no API')));
    script.onerror = () => {
      script.remove();
      reject(new Error('chat widget did not load'));
    };
    document.head.appendChild(script);
  }).finally(() => {
    // Once loaded the widget's API is on window; a failure can be tried again.
    loading = null;
  });
  return loading;
}
