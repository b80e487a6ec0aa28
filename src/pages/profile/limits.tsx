import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { staticTranslations } from '@/lib/i18n/static-props';
import type { GuardedPage } from '@/routes/guard';
import { CentredPage, PAGE_COLUMN } from '@/ui/CentredPage';
import { lazyComponent } from '@/ui/lazy-component';
import { RoutePage } from '@/ui/RoutePage';
import { theme } from '@/ui/theme';

function Loading() {
  const { t } = useTranslation('limits');
  return <Status role="status">{t('loading')}</Status>;
}

/** The screen is the responsible-gaming panel's own, and loads after the page as the panel's does. */
const ResponsibleGamingPage = lazyComponent(() => import('@/features/responsible-gaming/ResponsibleGamingScreen').then((m) => m.ResponsibleGamingPage), {
  loading: () => <Loading />,
});

/** The page centres on the screen's 760 px column (the Stack of ResponsibleGamingScreen). */
const ProfileLimitsPage: GuardedPage = () => (
  <CentredPage $column={PAGE_COLUMN.limits}>
    <RoutePage route="profileLimits">
      <ResponsibleGamingPage />
    </RoutePage>
  </CentredPage>
);

ProfileLimitsPage.guard = 'auth-required';

export default ProfileLimitsPage;
export const getStaticProps = staticTranslations(['limits', 'forms']);

const Status = styled.p`
  margin: 0;
  color: ${theme.color.muted};
`;
