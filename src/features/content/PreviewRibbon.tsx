import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PREVIEW_EXIT_PATH } from '@/lib/preview-flag';
import { useCurrentPath } from '@/routes/RouteLink';
import { theme } from '@/ui/theme';
import { useNamespaces } from '@/ui/use-namespaces';

const NAMESPACES = ['content'];

/**
 * On every page of a marketer's preview: says that drafts show, with the way out, which comes
 * back to this page as everyone sees it. Loaded only in a preview (src/root/AppLayout.tsx).
 */
export function PreviewRibbon() {
  const { t } = useTranslation('content');
  const strings = useNamespaces(NAMESPACES);
  const path = useCurrentPath()();
  if (!strings.ready) return null;
  return (
    <Ribbon aria-label={t('preview.label')}>
      <strong>{t('preview.ribbon')}</strong>
      {/* An API route, so a full navigation rather than the client router. */}
      <a href={`${PREVIEW_EXIT_PATH}?${new URLSearchParams({ path })}`}>{t('preview.exit')}</a>
    </Ribbon>
  );
}

const Ribbon = styled.aside`
  position: fixed;
  left: ${theme.space(4)};
  bottom: ${theme.space(4)};
  z-index: ${theme.z.bottomBar + 1};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)} ${theme.space(4)};
  max-width: calc(100vw - ${theme.space(8)});
  padding: ${theme.space(2)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.primary};
  color: ${theme.color.primaryText};
  box-shadow: 0 4px 16px rgb(0 0 0 / 45%);
  a {
    color: ${theme.color.primaryText};
    font-weight: 700;
    text-decoration: underline;
  }
  a:focus-visible { outline: 3px solid ${theme.color.primaryText}; outline-offset: 2px; }
  ${theme.media.mobile} {
    bottom: calc(${theme.layout.bottomBarHeight} + env(safe-area-inset-bottom) + ${theme.space(2)});
    left: ${theme.space(2)};
    max-width: calc(100vw - ${theme.space(4)});
  }
`;
