import { useEffect, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { PANEL_WIDTH_PX } from '@/state/panel-stack';
import { usePanels } from '@/state/panels';
import { Popover } from '@/ui/Popover';
import { theme } from '@/ui/theme';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { PanelView, type FrameProps } from './PanelView';

/** The trigger sits in the middle of the navbar; half the rest of the bar's height hangs the panel just below it. */
const BELOW_THE_NAVBAR = `(${theme.layout.navHeight} - 100%) / 2`;

/**
 * The desktop frame of the panel stack (spec 2.4): a popover under the navbar's account
 * corner. Escape closes it and returns focus to its button, a press or focus outside closes it, and it
 * hangs below the navbar, never over it. 450 px on the main page, 550 px on the sub-panels.
 * `beside` is shown before the button, outside the dropdown.
 */
export function ProfileDropdown({ registry, loadBody, label, beside, children }: FrameProps & { label: string; beside?: ReactNode; children: ReactNode }) {
  const panels = usePanels();
  const open = panels.isOpen('dropdown');
  const titleId = useId();
  // Opening moves focus into the panel, to its title.
  useEffect(() => {
    if (open) document.getElementById(titleId)?.focus();
  }, [open, titleId]);
  const width = PANEL_WIDTH_PX[panels.top ? registry[panels.top].width : 'main'];
  return (
    <Corner>
      {beside}
      <Popover
        trigger={
          <>
            <VisuallyHidden>{label}</VisuallyHidden>
            {children}
          </>
        }
        open={open}
        onOpenChange={(next) => (next ? panels.open('dropdown', 'profile') : panels.close())}
        width={`${width}px`}
        gap={BELOW_THE_NAVBAR}
        flush
        labelledBy={titleId}
        testId="profile-dropdown"
      >
        {(close) => (panels.frame === 'dropdown' ? <PanelView registry={registry} loadBody={loadBody} titleId={titleId} onClose={close} /> : null)}
      </Popover>
    </Corner>
  );
}

/** The navbar's account corner, at its end; what the shell puts beside the button (the quick stop) comes first. */
const Corner = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  margin-left: auto;
`;
