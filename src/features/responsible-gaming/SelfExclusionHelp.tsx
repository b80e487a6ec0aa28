import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLocale } from '@/routes/RouteLink';
import { useProfile } from '@/state/profile';
import { theme } from '@/ui/theme';
import { exclusionCountry, SELF_EXCLUSION_SERVICES } from './self-exclusion';

/**
 * The country's self-exclusion service (Finland: Peluuri and the national register; Estonia:
 * EMTA's register of gambling restrictions), for a player who needs more than a cool-off and
 * under the messages of 238 and 258. Needs the `limits` namespace.
 */
export function SelfExclusionHelp({ lead = true }: { lead?: boolean }) {
  const { t } = useTranslation('limits');
  const locale = useLocale();
  const country = exclusionCountry(useProfile().player?.country, locale);
  return (
    <Help data-testid="self-exclusion-help" data-country={country}>
      {lead ? <strong>{t('help.longerBreak')} </strong> : null}
      {t(`help.${country}.text`)}{' '}
      <a href={SELF_EXCLUSION_SERVICES[country]} rel="noopener noreferrer">
        {t(`help.${country}.link`)}
      </a>
    </Help>
  );
}

const Help = styled.p`
  margin: 0;
  font-size: 14px;
  a { color: ${theme.color.primary}; font-weight: 600; }
`;
