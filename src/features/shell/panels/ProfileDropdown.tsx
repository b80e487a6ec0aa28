import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { PANEL_WIDTH_PX } from '@/state/panel-stack';
import { usePanels } from '@/state/panels';
import { theme } from '@/ui/theme';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { PanelView, type FrameProps } from './PanelView';

/**
 * The desktop frame of the panel stack (spec 2.4): a disclosure under the navbar's account
 * corner. Escape closes it and returns focus to its button, a press outside closes it, and it
 * hangs below the navbar, never over it. 450 px on the main page, 550 px on the sub-panels.
 */
export function ProfileDropdown({ registry, Body, label, children }: FrameProps & { label: string; children: ReactNode }) {
  const panels = usePanels();
  const open = panels.isOpen('dropdown');
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();
  const { close } = panels;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, close]);

  // Opening moves focus into the panel, to its title.
  useEffect(() => {
    if (open) document.getElementById(titleId)?.focus();
  }, [open, titleId]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
      button.current?.focus();
    }
  };
  const closeAndReturn = () => {
    close();
    button.current?.focus();
  };
  const width = panels.top ? PANEL_WIDTH_PX[registry[panels.top].width] : PANEL_WIDTH_PX.main;

  return (
    <Corner ref={root} onKeyDown={onKeyDown}>
      <Trigger
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="account-button"
        onClick={() => (open ? close() : panels.open('dropdown', 'profile'))}
      >
        <VisuallyHidden>{label}</VisuallyHidden>
        {children}
      </Trigger>
      <Panel id={panelId} role="region" aria-labelledby={titleId} hidden={!open} style={{ width }} data-testid="profile-dropdown">
        {open && panels.frame === 'dropdown' ? <PanelView registry={registry} Body={Body} titleId={titleId} onClose={closeAndReturn} /> : null}
      </Panel>
    </Corner>
  );
}

const Corner = styled.div`
  position: relative;
  margin-left: auto;
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  min-height: 44px;
  padding: ${theme.space(1)} ${theme.space(3)} ${theme.space(1)} ${theme.space(1)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceRaised};
  color: ${theme.color.text};
  cursor: pointer;
  &[aria-expanded='true'] { border-color: ${theme.color.primary}; }
`;

const Panel = styled.div`
  position: absolute;
  /* Below the navbar: the corner sits in the bar's middle, so the bar's bottom edge is half a bar lower. */
  top: calc(100% + (${theme.layout.navHeight} - 100%) / 2);
  right: 0;
  z-index: ${theme.z.sidebar};
  max-width: calc(100vw - ${theme.space(8)});
  max-height: calc(100dvh - ${theme.layout.navHeight} - ${theme.space(4)});
  overflow: auto;
  border: 1px solid ${theme.color.border};
  border-top: 0;
  border-radius: 0 0 ${theme.radius.lg} ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: 0 16px 40px rgb(0 0 0 / 0.45);
`;
