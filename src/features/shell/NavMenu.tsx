import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DISCLOSURE_BUTTON, useDisclosure } from '@/ui/use-disclosure';
import type { NavLink } from './nav-groups';
import { Link } from '@/routes/RouteLink';
import { theme } from '@/ui/theme';

type Props = {
  label: string;
  href: string;
  links: NavLink[];
  /** The links are still being fetched (or not yet asked for). */
  loading: boolean;
  /** Asks for the links (a tap on the toggle may come without a hover first). */
  onWanted: () => void;
  current: boolean;
  toggleLabel: string;
};

/**
 * A navbar entry with a disclosure of sublinks (the game groups): the main link goes to the
 * section, the button beside it opens the list. Escape or a click outside closes it. The list
 * renders only while open.
 */
export function NavMenu({ label, href, links, loading, onWanted, current, toggleLabel }: Props) {
  const { t } = useTranslation('common');
  const { open, setOpen, panelId: id, root, button, onKeyDown } = useDisclosure<HTMLLIElement>();
  return (
    <Item ref={root} onKeyDown={onKeyDown}>
      <Link href={href} aria-current={current ? 'page' : undefined}>
        {label}
      </Link>
      {links.length > 0 || loading ? (
        <Toggle
          ref={button}
          type="button"
          aria-expanded={open}
          {...DISCLOSURE_BUTTON}
          aria-controls={id}
          aria-label={toggleLabel}
          onClick={() => {
            onWanted();
            setOpen((v) => !v);
          }}
        >
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </Toggle>
      ) : null}
      <Panel id={id} hidden={!open}>
        {open && loading ? <Loading role="status">{t('nav.loadingGroups')}</Loading> : null}
        {open
          ? links.map((link) => (
              <li key={link.key}>
                <Link href={link.href} onClick={() => setOpen(false)}>
                  {link.label}
                </Link>
              </li>
            ))
          : null}
      </Panel>
    </Item>
  );
}

const Item = styled.li`
  position: relative;
  display: flex;
  align-items: center;
  gap: 2px;
`;

const Toggle = styled.button`
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  cursor: pointer;
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
`;

/**
 * The navbar keeps its own links on one line (`white-space: nowrap` on their list); here the
 * columns widen to the longest group name, up to what the window has room for, and only past
 * that does a name wrap within its column ("Tuhandeid võiduvõimalusi" ran past the menu's edge
 * once; wrapped in a fixed column it left its row twice as high as the rest).
 */
const Panel = styled.ul`
  position: absolute;
  top: calc(100% + 12px);
  left: 0;
  z-index: ${theme.z.nav};
  display: grid;
  grid-template-columns: repeat(2, minmax(180px, max-content));
  gap: 2px ${theme.space(4)};
  /* Its own width, not the shrink-to-fit of a box hung from a navbar entry a few words wide. */
  width: max-content;
  min-width: 420px;
  max-width: min(640px, calc(100vw - ${theme.space(12)}));
  max-height: 70vh;
  overflow: auto;
  margin: 0;
  padding: ${theme.space(3)};
  list-style: none;
  background: ${theme.color.surfaceRaised};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.4);
  white-space: normal;
  overflow-wrap: break-word;
  &[hidden] { display: none; }
  a { display: block; padding: ${theme.space(2)}; border-radius: ${theme.radius.sm}; font-weight: 500; border: 0; }
  a:hover { background: ${theme.color.border}; }
`;

const Loading = styled.li`
  grid-column: 1 / -1;
  padding: ${theme.space(2)};
  color: ${theme.color.muted};
`;
