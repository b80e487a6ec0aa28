import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from '@/routes/RouteLink';
import { theme } from './theme';

/** Page links for a list; hidden when there is at most one page (spec 2.3). */
export function Pagination({ page, pageCount, hrefFor, label }: { page: number; pageCount: number; hrefFor: (page: number) => string; label: string }) {
  const { t } = useTranslation('common');
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter((p) => p === 1 || p === pageCount || Math.abs(p - page) <= 2);
  return (
    <Nav aria-label={label}>
      <ol>
        {page > 1 ? (
          <li>
            <Link href={hrefFor(page - 1)} rel="prev" scroll={false}>
              {t('pagination.previous')}
            </Link>
          </li>
        ) : null}
        {pages.map((p, i) => (
          <li key={p}>
            {i > 0 && p - (pages[i - 1] ?? p) > 1 ? <span aria-hidden="true">…</span> : null}
            <Link href={hrefFor(p)} aria-current={p === page ? 'page' : undefined} aria-label={t('pagination.page', { page: p })} scroll={false}>
              {p}
            </Link>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link href={hrefFor(page + 1)} rel="next" scroll={false}>
              {t('pagination.next')}
            </Link>
          </li>
        ) : null}
      </ol>
    </Nav>
  );
}

const Nav = styled.nav`
  margin-top: ${theme.space(6)};
  ol { display: flex; flex-wrap: wrap; gap: ${theme.space(2)}; justify-content: center; margin: 0; padding: 0; list-style: none; }
  li { display: flex; align-items: center; gap: ${theme.space(2)}; }
  a {
    display: inline-grid;
    place-items: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 ${theme.space(3)};
    border-radius: ${theme.radius.md};
    border: 1px solid ${theme.color.border};
    text-decoration: none;
  }
  a[aria-current='page'] { background: ${theme.color.primary}; color: ${theme.color.primaryText}; font-weight: 800; }
`;
