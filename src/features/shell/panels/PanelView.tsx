import { useTranslation } from 'react-i18next';
import { useDeferredValue, useEffect, useRef, type ComponentType } from 'react';
import styled from 'styled-components';
import { Icon } from '@/ui/icons';
import { panelIcons } from '@/ui/panel-icons';
import type { PanelRegistry, StackPage } from '@/state/panel-stack';
import { usePanels } from '@/state/panels';
import { lazyComponent } from '@/ui/lazy-component';
import { theme } from '@/ui/theme';
import { visuallyHidden } from '@/ui/VisuallyHidden';
import { PanelLoading } from './PanelLoading';

/**
 * The top of the panel stack as both frames show it: a Back button below the first page, the
 * title, a close button and the body. Going deeper or back moves focus to the new title, so a
 * keyboard or screen-reader user lands in the panel they opened.
 */
type PanelBody = ComponentType<{ page: StackPage }>;

/**
 * The frames' part of the registry: the pages' titles and widths, and the loader of their bodies'
 * module (the composition root's, which the shell cannot import).
 */
export type FrameProps = { registry: PanelRegistry; loadBody: () => Promise<PanelBody> };

/**
 * The bodies' module loads with the first frame that opens, shared by both frames; until it is
 * in (or when it could not come) the panel says so and offers a retry, never a blank body.
 */
const bodies = new Map<FrameProps['loadBody'], PanelBody>();
function bodyFrom(load: FrameProps['loadBody']): PanelBody {
  let Body = bodies.get(load);
  if (!Body) {
    Body = lazyComponent(load, { loading: (state) => <PanelLoading {...state} /> });
    bodies.set(load, Body);
  }
  return Body;
}

const noRetry = () => {};

export function PanelView({ registry, loadBody, titleId, onClose }: FrameProps & { titleId: string; onClose: () => void }) {
  const Body = bodyFrom(loadBody);
  const { t } = useTranslation('common');
  const { stack, top, back } = usePanels();
  const entry = top ? registry[top] : undefined;
  const root = stack[0];
  // A page pushed on the stack renders in a background render that yields to input: the tap
  // paints the new title and the loading line at once, and a big body (the responsible-gaming
  // screen's three limit forms) no longer renders inside the tap (docs/decisions.md).
  const shownTop = useDeferredValue(top);
  const title = useRef<HTMLHeadingElement>(null);
  const depth = useRef(stack.length);
  useEffect(() => {
    if (stack.length > 0 && depth.current > 0 && depth.current !== stack.length) title.current?.focus();
    depth.current = stack.length;
  }, [stack.length]);
  return (
    <>
      <Header>
        {stack.length > 1 ? (
          <HeaderButton type="button" onClick={back} data-testid="panel-back">
            <Icon path={panelIcons.back} size={18} /> <BackLabel>{t('sidebar.back')}</BackLabel>
          </HeaderButton>
        ) : (
          <span />
        )}
        <Title id={titleId} ref={title} tabIndex={-1}>
          {entry ? t(entry.title) : ''}
        </Title>
        <HeaderButton type="button" onClick={onClose} aria-label={t('sidebar.close')}>
          <Icon path={panelIcons.close} />
        </HeaderButton>
      </Header>
      <Content data-panel={top}>
        {/* The stack's first page (the profile, the menu) stays mounted, hidden, under the pages
            pushed on it, so Back to it shows it again instead of rendering it anew on the tap
            (docs/decisions.md, "The player's panels"). Its slot never moves, so React keeps it. */}
        {root ? (
          <div hidden={root !== top}>
            <Body key={root} page={root} />
          </div>
        ) : null}
        {top && top !== root ? shownTop === top ? <Body key={top} page={top} /> : <PanelLoading failed={false} retry={noRetry} /> : null}
      </Content>
    </>
  );
}

/**
 * On a phone the title takes the row: Back is its arrow alone (its name still "Back" to a screen
 * reader), and the title is one line where its font, a little smaller in a narrow panel, lets it
 * ("Dokumentide üleslaadimine" in a 350 px sheet), wrapping in balanced lines only past that;
 * never an ellipsis. The title's size follows the header's width (cqi).
 */
const Header = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: grid;
  /* The title takes what the two buttons leave and wraps: a long title ("Lataa dokumentteja") ran under Back on a phone. */
  grid-template-columns: minmax(max-content, 1fr) minmax(0, auto) minmax(max-content, 1fr);
  align-items: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(2)} ${theme.space(4)};
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.border};
  > :last-child { justify-self: end; }
  /* The buttons' 44 px boxes hold their icons' room (the icons line up with the body's text): little gap or padding besides. */
  ${theme.media.mobile} { container-type: inline-size; gap: ${theme.space(1)}; padding-inline: ${theme.space(1)}; }
`;

/**
 * A word too wide for the title's column breaks at a hyphenation point where the browser has the
 * language's dictionary (the html's lang), else where it must.
 */
const Title = styled.h2`
  margin: 0;
  font-size: 18px;
  text-align: center;
  overflow-wrap: break-word;
  hyphens: auto;
  text-wrap: balance;
  outline: none;
  /* 15.4 px in a 350 px sheet fits the longest titles (fi, et, en) on one line; 18 px from 400 px. */
  ${theme.media.mobile} { font-size: clamp(15px, 4.5cqi, 18px); }
`;

const HeaderButton = styled.button`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-width: 44px;
  min-height: 44px;
  border: 0;
  background: transparent;
  font-size: 16px;
  cursor: pointer;
  /* The browser's side padding cost a phone's title its room. 44 px stays the least a target takes, its icon in the middle. */
  ${theme.media.mobile} { justify-content: center; padding: 0; }
`;

/** Back's word, on a phone for screen readers only: the arrow alone leaves the title its room. */
const BackLabel = styled.span`
  ${theme.media.mobile} { ${visuallyHidden} }
`;

const Content = styled.div`
  padding: ${theme.space(4)};
`;
