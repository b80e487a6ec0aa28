import { Dialog } from '@/ui/Dialog';
import { SIDEBAR_TRANSITION_MS, usePanels } from '@/state/panels';
import { PanelView, type FrameProps } from './PanelView';

/** The mobile frame of the panel stack (spec 2.5): a modal sidebar from the right. */
export function Sidebar({ registry, loadBody }: FrameProps) {
  const panels = usePanels();
  return (
    <Dialog open={panels.isOpen('sidebar')} onClose={panels.close} labelledBy="sidebar-title" placement="right" exitMs={SIDEBAR_TRANSITION_MS} testId="sidebar">
      {panels.frame === 'sidebar' ? <PanelView registry={registry} loadBody={loadBody} titleId="sidebar-title" onClose={panels.close} /> : null}
    </Dialog>
  );
}
