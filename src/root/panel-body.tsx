import { useTranslation } from 'react-i18next';
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/Button';
import { lazyComponent } from '@/ui/lazy-component';
import { Notice } from '@/ui/Notice';
import { theme } from '@/ui/theme';
import { useNamespaces } from '@/ui/use-namespaces';
import { FORM_NAMESPACES } from '@/lib/i18n/namespaces';

/** While a panel's code or strings load, or when they could not: a way to try again, never a blank panel. */
function Loading({ failed, onRetry }: { failed: boolean; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  if (failed) {
    return (
      <Notice tone="error">
        <p>{t('panels.loadFailed')}</p>
        {onRetry ? (
          <p>
            <Button $variant="secondary" onClick={onRetry}>
              {t('panels.retry')}
            </Button>
          </p>
        ) : null}
      </Notice>
    );
  }
  return (
    <Status role="status" data-testid="panel-loading">
      {t('panels.loading')}
    </Status>
  );
}

/**
 * A panel body that loads when the panel first opens: its code as its own chunk and its
 * translation namespaces (which no page carries in its props).
 */
export function panelBody(load: () => Promise<ComponentType>, namespaces: readonly string[] = []): ComponentType {
  const Body = lazyComponent(load, { loading: ({ failed, retry }) => <Loading failed={failed} onRetry={retry} /> });
  // Every panel may hold a form (or the login form): their strings come with it.
  const all = [...FORM_NAMESPACES, ...namespaces];
  function PanelBody() {
    const strings = useNamespaces(all);
    if (!strings.ready) return <Loading failed={strings.failed} onRetry={strings.retry} />;
    return <Body />;
  }
  return PanelBody;
}

const Status = styled.p`
  margin: 0;
  color: ${theme.color.muted};
`;
