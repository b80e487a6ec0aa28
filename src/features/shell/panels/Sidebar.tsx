import styled from 'styled-components';
import { COMPACT_MARK } from '@/ui/compact';
import { Dialog } from '@/ui/Dialog';
import { SIDEBAR_TRANSITION_MS, usePanels } from '@/state/panels';
import { PanelView, type FrameProps } from './PanelView';

/** The mobile frame of the panel stack (spec 2.5): a modal sidebar from the right. */
export function Sidebar({ registry, loadBody }: FrameProps) {
  const panels = usePanels();
  return (
    <Dialog open={panels.isOpen('sidebar')} onClose={panels.close} labelledBy="sidebar-title" placement="right" exitMs={SIDEBAR_TRANSITION_MS} testId="sidebar">
      {panels.frame === 'sidebar' ? (
        <Compact {...{ [COMPACT_MARK]: '' }}>
          <PanelView registry={registry} loadBody={loadBody} titleId="sidebar-title" onClose={panels.close} />
        </Compact>
      ) : null}
    </Dialog>
  );
}

/** The sidebar is 420 px wide at most: what it holds takes a phone's layout (src/ui/compact.ts). */
const Compact = styled.div`
  display: contents;
`;
