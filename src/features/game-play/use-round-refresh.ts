import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import * as z from 'zod/mini';
import { keys } from '@/data/keys';

/** What the game page posts to its parent after each round (src/mocks/handlers/games-host-page.ts). */
export const roundMessageSchema = z.object({
  type: z.literal('kasino:game-round'),
  mode: z.enum(['demo', 'real']),
  balance: z.number(),
});

/**
 * Refreshes the player's balance after each real-money round, so every balance on the site
 * moves with the game. Only messages from the launch URL's origin count (every window can post
 * to this one; only the game may trigger a refresh). The balance is fetched again rather
 * than taken from the message, which is the game's word, not the main API's.
 */
export function useRoundRefresh(launchUrl: string | null, enabled: boolean): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (!launchUrl || !enabled) return;
    const origin = new URL(launchUrl).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const message = roundMessageSchema.safeParse(event.data);
      if (message.success && message.data.mode === 'real') void mutate(keys.balance());
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [launchUrl, enabled, mutate]);
}
