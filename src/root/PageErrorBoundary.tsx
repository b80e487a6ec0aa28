import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportRenderError } from '@/lib/monitoring';
import { href } from '@/routes/href';
import { useLocale } from '@/routes/RouteLink';
import { Button, ButtonLink } from '@/ui/Button';
import { RoutePage } from '@/ui/RoutePage';

/** What shows instead of a page that failed to render: what happened and two ways on. */
function PageFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <RoutePage route="home" title={t('pageError.title')}>
      <p>{t('pageError.body')}</p>
      <p>
        <Button $variant="primary" onClick={onRetry}>
          {t('pageError.retry')}
        </Button>{' '}
        <ButtonLink $variant="secondary" href={href('home', { locale })}>
          {t('notFound.home')}
        </ButtonLink>
      </p>
    </RoutePage>
  );
}

/**
 * A render error in a page (or, around the whole app, in the shell) shows a translated message
 * with a retry and a way home instead of Next's bare English "Application error" for every
 * locale. The children are the page's element, made anew on each navigation: a new one clears
 * the failure, so the next page renders.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    reportRenderError(error);
  }
  // Only a page that comes after the failure clears it: the update that brought a failing page
  // (a navigation onto it) must not, or it renders, fails and is reported twice.
  override componentDidUpdate(previous: { children: ReactNode }, previousState: { failed: boolean }) {
    if (this.state.failed && previousState.failed && previous.children !== this.props.children) this.setState({ failed: false });
  }
  retry = () => this.setState({ failed: false });
  override render() {
    return this.state.failed ? <PageFailed onRetry={this.retry} /> : this.props.children;
  }
}
