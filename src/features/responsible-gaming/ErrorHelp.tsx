import { useTranslation } from 'react-i18next';
import { COOL_OFF_CODE, type ApiError } from '@/api/errors';
import { RouteLink } from '@/routes/RouteLink';
import { useNamespaces } from '@/ui/use-namespaces';
import { SelfExclusionHelp } from './SelfExclusionHelp';

/**
 * What the error catalogue's display (src/ui/ApiErrorNotice.tsx) adds under 217, 238 and 258,
 * wherever they show (a refused deposit, real play, a login): a cool-off says demo play stays
 * open and leads back to the limits; self-exclusion and an unreachable register lead to the
 * country's self-exclusion service. Loads with the first such message, with its strings.
 */
export function ErrorHelp({ error }: { error: ApiError }) {
  const { t } = useTranslation('limits');
  const strings = useNamespaces(['limits']);
  if (!strings.ready) return null;
  if (error.errorCode === COOL_OFF_CODE) {
    return (
      <p data-testid="cool-off-help">
        {t('help.demoOpen')} <RouteLink to="profileLimits">{t('help.coolOffLink')}</RouteLink>
      </p>
    );
  }
  return <SelfExclusionHelp lead={false} />;
}
