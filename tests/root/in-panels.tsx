import type { ReactNode } from 'react';
import { admitPanel } from '@/root/panels';
import { PanelsProvider } from '@/state/panels';

/** The panel stack the shell puts around the owner of automatic modals (it waits while a panel is open). */
export function InPanels({ children }: { children: ReactNode }) {
  return <PanelsProvider admit={admitPanel}>{children}</PanelsProvider>;
}
