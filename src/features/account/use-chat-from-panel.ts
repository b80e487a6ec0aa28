import { useCallback, useState } from 'react';
import { env } from '@/lib/env';
import { usePanels } from '@/state/panels';
import { openChatFromPanel, type ChatIdentity } from './live-chat';

/** 'loading' while the chat's code comes (the button says so), 'failed' when it did not. */
export type ChatOpening = 'idle' | 'loading' | 'failed';

/** A panel's button that opens the live chat: the panel closes once the chat is there. */
export function useChatFromPanel(): { opening: ChatOpening; open: (identity: ChatIdentity) => Promise<void> } {
  const panels = usePanels();
  const [opening, setOpening] = useState<ChatOpening>('idle');
  const open = useCallback(
    async (identity: ChatIdentity) => {
      setOpening('loading');
      try {
        await openChatFromPanel(env.chatWidgetUrl, panels, identity);
        setOpening('idle');
      } catch {
        setOpening('failed');
      }
    },
    [panels],
  );
  return { opening, open };
}
