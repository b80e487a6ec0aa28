import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from './icons';
import { panelIcons } from './panel-icons';
import { theme } from './theme';
import { DISCLOSURE_BUTTON, useDisclosure } from './use-disclosure';

type Props = {
  /** What the trigger shows (text, an avatar and a balance ...). */
  trigger: ReactNode;
  /** The trigger's accessible name when what it shows does not say what it opens. */
  triggerLabel?: string;
  /** Which edge of the trigger the panel lines up with. */
  align?: 'start' | 'end';
  /** The panel's width, a CSS length (the profile panels are 450 or 550 px); never wider than the screen. */
  width?: string;
  /** Given, the caller owns the open state (to open it from elsewhere). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Space between the trigger and the panel, a CSS length (to hang the panel below a bar the trigger sits in). */
  gap?: string;
  /** The panel brings its own padding (a panel with a header). */
  flush?: boolean;
  /** The id of what names the panel (its heading). */
  labelledBy?: string;
  /** The panel; `close` closes it and returns focus to the trigger (after a choice in it). */
  children: ReactNode | ((close: () => void) => ReactNode);
  testId?: string;
};

/**
 * A panel under a trigger button (the desktop profile dropdown): a disclosure, not a modal.
 * It closes on a pointer press outside it, on focus moving outside it, and on Escape, which
 * returns focus to the trigger.
 * The panel follows the trigger in the DOM, so Tab moves into it; it renders only while open.
 */
export function Popover({ trigger, triggerLabel, align = 'end', width, gap = theme.space(2), flush = false, labelledBy, open: controlled, onOpenChange, children, testId }: Props) {
  const { open, setOpen, close, panelId, root, button, onKeyDown } = useDisclosure<HTMLDivElement>({ open: controlled, onOpenChange });
  return (
    <Root ref={root} onKeyDown={onKeyDown}>
      <Trigger ref={button} type="button" {...DISCLOSURE_BUTTON} aria-expanded={open} aria-controls={panelId} aria-label={triggerLabel} onClick={() => setOpen((v) => !v)} data-testid={testId ? `${testId}-trigger` : undefined}>
        {trigger}
        <Icon path={panelIcons.chevronDown} size={16} className="chevron" />
      </Trigger>
      <Panel
        id={panelId}
        hidden={!open}
        role={labelledBy ? 'region' : undefined}
        aria-labelledby={labelledBy}
        $align={align}
        $flush={flush}
        style={{ width, top: `calc(100% + ${gap})` }}
        data-testid={testId}
      >
        {open ? (typeof children === 'function' ? children(close) : children) : null}
      </Panel>
    </Root>
  );
}

const Root = styled.div`
  position: relative;
  display: inline-block;
  min-width: 0;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  padding: 0 ${theme.space(3)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  max-width: 100%;
  cursor: pointer;
  .chevron { flex: none; transition: transform 150ms ease; }
  &[aria-expanded='true'] .chevron { transform: rotate(180deg); }
`;

const Panel = styled.div<{ $align: 'start' | 'end'; $flush: boolean }>`
  position: absolute;
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${theme.z.nav};
  min-width: 240px;
  max-width: calc(100vw - ${theme.space(8)});
  max-height: calc(100dvh - ${theme.layout.navHeight} - ${theme.space(4)});
  overflow: auto;
  padding: ${({ $flush }) => ($flush ? '0' : theme.space(3))};
  /* The surface, as the phone's sidebar that shows the same panels: their raised cards, bars
     and hovered rows stand out from it (on a raised panel they vanished). */
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.4);
  &[hidden] { display: none; }
`;
