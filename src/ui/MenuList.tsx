import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '@/routes/RouteLink';
import { Icon } from './icons';
import { panelIcons } from './panel-icons';
import { theme } from './theme';

type Common = {
  key: string;
  label: string;
  /** An icon's path (./panel-icons.ts). */
  icon?: string;
  /** Trailing content, usually a <Badge>. */
  badge?: ReactNode;
  /** Opens a further panel: shows a chevron. */
  deeper?: boolean;
  testId?: string;
};

/** A link to a page (onClick may close the surrounding panel), or a button that acts in place. */
export type MenuItem = Common & ({ href: string; current?: boolean; onClick?: () => void } | { href?: undefined; onClick: () => void });

/** A panel's navigation: a labelled list of full-width links and buttons, 44 px tall at least. */
export function MenuList({ label, items }: { label: string; items: readonly MenuItem[] }) {
  return (
    <Nav aria-label={label}>
      <ul>
        {items.map((item) => {
          const body = (
            <>
              {item.icon ? <Icon path={item.icon} size={20} /> : null}
              <span className="label">{item.label}</span>
              {item.badge ?? null}
              {item.deeper ? <Icon path={panelIcons.chevron} size={18} className="chevron" /> : null}
            </>
          );
          return (
            <li key={item.key}>
              {item.href !== undefined ? (
                <Link href={item.href} aria-current={item.current ? 'page' : undefined} onClick={item.onClick} data-testid={item.testId}>
                  {body}
                </Link>
              ) : (
                <button type="button" onClick={item.onClick} data-testid={item.testId}>
                  {body}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </Nav>
  );
}

const Nav = styled.nav`
  ul { display: grid; gap: 2px; margin: 0; padding: 0; list-style: none; }
  a, button {
    display: flex;
    align-items: center;
    gap: ${theme.space(3)};
    width: 100%;
    min-height: 44px;
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 0;
    border-radius: ${theme.radius.md};
    background: transparent;
    color: ${theme.color.text};
    font-weight: 600;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover, button:hover, a[aria-current='page'] { background: ${theme.color.surfaceRaised}; }
  /* Inside a scrolling panel an outer outline would be clipped at the edges. */
  a:focus-visible, button:focus-visible { outline-offset: -3px; }
  .label { flex: 1; min-width: 0; overflow-wrap: anywhere; }
  .chevron { flex: none; color: ${theme.color.muted}; }
  svg { flex: none; }
`;
