import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { RouteId } from '@/routes/href';
import { DocumentTitle } from './DocumentTitle';
import { theme } from './theme';

/** A page's frame: its translated heading and its content. A custom title also titles the document. */
export function RoutePage({ route, title, titleLang, children }: { route: RouteId; title?: string; titleLang?: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  const heading = title ?? t(`routes.${route}`);
  return (
    <Container>
      {title ? <DocumentTitle title={title} /> : null}
      <h1 lang={titleLang}>{heading}</h1>
      {children}
    </Container>
  );
}

export const Container = styled.div`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(8)} ${theme.space(6)};
  ${theme.media.narrow} {
    padding: ${theme.space(5)} ${theme.space(4)};
  }
  h1 { margin: 0 0 ${theme.space(4)}; font-size: clamp(26px, 4vw, 40px); }
`;
