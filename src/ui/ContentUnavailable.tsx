import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { reloadPage } from '@/lib/leave-site';
import { href } from '@/routes/href';
import { useLocale } from '@/routes/RouteLink';
import { Button, ButtonLink } from './Button';
import { Empty } from './Empty';
import { theme } from './theme';

/**
 * A page generated while the content service was down, with no good copy to keep: what cannot
 * be shown, and the ways on. "Try again" loads the page afresh from the server, which generates
 * it again within 15 s of the outage's copy; the home page leads on meanwhile.
 */
export function ContentUnavailable({ message }: { message: string }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <>
      <Empty role="status">{message}</Empty>
      <Ways>
        <Button $variant="primary" onClick={reloadPage}>
          {t('outage.retry')}
        </Button>
        <ButtonLink $variant="secondary" href={href('home', { locale })}>
          {t('outage.home')}
        </ButtonLink>
      </Ways>
    </>
  );
}

const Ways = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(6)};
`;
