import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import styled from 'styled-components';
import { useBonusWheelQuery } from '@/data/promotions/bonus-wheel-query';
import { href } from '@/routes/href';
import { useLocale } from '@/routes/RouteLink';
import { Badge } from '@/ui/Badge';
import { ButtonLink } from '@/ui/Button';
import { Section } from './parts';

/**
 * The way from the campaigns panel to the bonus wheel page (spec 2.3), with the spins available
 * on it when there is at least 1, as the navbar's badge counts them (the same query and cache).
 * The link leaves the page: the dropdown or the sidebar closes behind it (src/state/panels.tsx).
 */
export function BonusWheelLink() {
  const { t } = useTranslation(['promotions', 'common']);
  const id = useId();
  const locale = useLocale();
  const spins = useBonusWheelQuery(true).data?.available_spins ?? 0;
  return (
    <Section aria-labelledby={id} data-testid="campaigns-bonus-wheel">
      <h3 id={id}>{t('promotions:wheel.title')}</h3>
      <Row>
        <ButtonLink $variant="secondary" href={href('bonusWheel', { locale })}>
          {t('promotions:wheel.open')}
          <Badge count={spins} label={t('common:nav.spins', { count: spins })} testId="campaigns-wheel-spins" />
        </ButtonLink>
      </Row>
    </Section>
  );
}

/** The link as wide as its words (a button's look), not the panel's width. */
const Row = styled.div`
  display: flex;
`;
