import { useEffect } from 'react';
import { useRefreshBalance } from '@/data/player/balance-query';

/**
 * Refreshes the player's balance after each real-money round, so every balance on the site
 * moves with the game. Only messages from the launch URL's origin count (every window can post
 * to this one; only the game may trigger a refresh). The balance is fetched again rather
 * than taken from the message, which is the game's word, not the main API's. The message's
 * schema (and zod) loads with the first real-money game, not with the page.
 */
export function useRoundRefresh(launchUrl: string | null, enabled: boolean): void {
  const refreshBalance = useRefreshBalance();
  useEffect(() => {
    if (!launchUrl || !enabled) return;
    const origin = new URL(launchUrl).origin;
    const schema = import('./round-message').then((m) => m.roundMessageSchema);
    const onMessage = async (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const message = (await schema).safeParse(event.data);
      if (message.success && message.data.mode === 'real') void refreshBalance();
    };
    const listener = (event: MessageEvent) => void onMessage(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [launchUrl, enabled, refreshBalance]);
}
