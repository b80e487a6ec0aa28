import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from './icons';
import { panelIcons } from './panel-icons';
import { theme } from './theme';
import { useControllable } from './use-controllable';

type Props = {
  title: ReactNode;
  /** Shown at the end of the header, closed or open (the current limit, an amount). */
  summary?: ReactNode;
  /** Given, the caller owns the open state; otherwise it starts at `defaultOpen`. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The heading level the header sits at in the page's outline. */
  level?: 2 | 3 | 4;
  children: ReactNode;
  testId?: string;
};

/**
 * One section that opens and closes (the loss-limit accordions, the main menu's sections): a
 * heading holding a button with aria-expanded, and a region labelled by that button. The body
 * stays mounted while closed, so a half-filled form in it keeps its values.
 */
export function Accordion({ title, summary, open: controlled, defaultOpen = false, onOpenChange, level = 3, children, testId }: Props) {
  const [open, setOpen] = useControllable({ value: controlled, initial: defaultOpen, onChange: onOpenChange });
  const id = useId();
  return (
    <Section data-testid={testId}>
      <Header as={`h${level}`}>
        <button type="button" id={`${id}-header`} aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen((v) => !v)}>
          <span className="title">{title}</span>
          {summary !== undefined ? <span className="summary">{summary}</span> : null}
          <Icon path={panelIcons.chevronDown} size={18} className="chevron" />
        </button>
      </Header>
      <Body role="region" id={`${id}-body`} aria-labelledby={`${id}-header`} hidden={!open}>
        {children}
      </Body>
    </Section>
  );
}

const Section = styled.div`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
`;

const Header = styled.h3`
  margin: 0;
  font-size: 16px;
  button {
    display: flex;
    align-items: center;
    gap: ${theme.space(3)};
    width: 100%;
    min-height: 48px;
    padding: ${theme.space(2)} ${theme.space(4)};
    border: 0;
    border-radius: ${theme.radius.md};
    background: transparent;
    font-weight: 700;
    text-align: start;
    cursor: pointer;
  }
  button:focus-visible { outline-offset: -3px; }
  .title { flex: 1; min-width: 0; }
  .summary { font-weight: 600; color: ${theme.color.muted}; font-variant-numeric: tabular-nums; }
  .chevron { flex: none; transition: transform 150ms ease; }
  button[aria-expanded='true'] .chevron { transform: rotate(180deg); }
`;

const Body = styled.div`
  padding: 0 ${theme.space(4)} ${theme.space(4)};
  &[hidden] { display: none; }
`;
