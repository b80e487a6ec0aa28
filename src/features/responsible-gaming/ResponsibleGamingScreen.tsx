import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import styled from 'styled-components';
import { Section } from './Section';
import type { Limits } from '@/api/schemas/limits';
import { failureOf } from '@/data/core/failure';
import { useLimits } from '@/data/limits/limits-query';
import { DEFAULT_LIMIT_AMOUNTS, hasNoLossLimits, limitTargets, LOSS_LIMIT_KINDS, type LimitState, type LossLimitKind } from '@/lib/rules/limits';
import { formatMoney } from '@/lib/format';
import type { Cents } from '@/lib/money';
import { useLocale } from '@/routes/RouteLink';
import { useProfile } from '@/state/profile';
import { LoadFailed } from '@/ui/LoadFailed';
import { Notice } from '@/ui/Notice';
import { PAGE_COLUMN } from '@/ui/CentredPage';
import { theme } from '@/ui/theme';
import { CoolOffSection } from './CoolOffSection';
import { LossLimitAccordion } from './LossLimitAccordion';
import { RealityCheckSection } from './RealityCheckSection';

/** The limits as the shared rules see them: a pending change is a new amount or an effective time. */
function statesOf(limits: Limits['limits']): Record<LossLimitKind, LimitState> {
  const state = (kind: LossLimitKind): LimitState => {
    const limit = limits[kind];
    return { amount: limit.amount, pending: limit.newAmount !== null || limit.amountEffectiveTime !== null, newAmount: limit.newAmount };
  };
  return { dailyLoss: state('dailyLoss'), weeklyLoss: state('weeklyLoss'), monthlyLoss: state('monthlyLoss') };
}

function LossLimits({ data, level }: { data: Limits; level: 2 | 3 }) {
  const { t } = useTranslation('limits');
  const locale = useLocale();
  const money = (amount: Cents | null) => formatMoney(amount ?? 0, locale);
  const id = useId();
  const Heading = `h${level}` as const;
  const states = statesOf(data.limits);
  const defaults = hasNoLossLimits(states);
  const targets = limitTargets(states);
  return (
    <Section aria-labelledby={`${id}-title`} data-testid="loss-limits">
      <Heading id={`${id}-title`}>{t('loss.title')}</Heading>
      <p>{t('loss.intro')}</p>
      {defaults ? (
        <Notice tone="info" testId="default-limits">
          <p>{t('loss.defaults', { weekly: money(DEFAULT_LIMIT_AMOUNTS.weeklyLoss), monthly: money(DEFAULT_LIMIT_AMOUNTS.monthlyLoss) })}</p>
        </Notice>
      ) : null}
      <Accordions>
        {LOSS_LIMIT_KINDS.map((kind) => (
          <LossLimitAccordion
            key={kind}
            kind={kind}
            limit={data.limits[kind]}
            targets={targets}
            defaultAmount={defaults ? DEFAULT_LIMIT_AMOUNTS[kind] : undefined}
            awaiting={data.trueLimits.find((entry) => entry.kind === kind && entry.increasingToBeConfirmed)}
            level={level === 2 ? 3 : 4}
          />
        ))}
      </Accordions>
    </Section>
  );
}

/**
 * The responsible-gaming screen (spec 2.3 "Limits page", 2.4 panel responsible-gaming): the
 * cool-off block, the three loss-limit accordions and the reality-check interval. One screen
 * for the page /profile/limits (sections at h2 under the page's h1) and for the panel (h3
 * under the panel's title).
 */
export function ResponsibleGamingScreen({ level }: { level: 2 | 3 }) {
  const { t } = useTranslation('limits');
  const { isLoggedIn } = useProfile();
  if (!isLoggedIn) return <Muted role="status">{t('loading')}</Muted>;
  return <PlayerLimits level={level} />;
}

/**
 * The logged-in player's limits. The screen does not poll them itself: AfterLoginData's poll
 * (every 5 s, paused while the balance loads, spec 9) keeps this query's answer fresh, as it
 * does for the automatic modals; a poll of its own here ran on while the balance loaded.
 */
function PlayerLimits({ level }: { level: 2 | 3 }) {
  const { t } = useTranslation('limits');
  const query = useLimits();
  if (!query.data) {
    if (query.error) return <LoadFailed testId="limits-failed" message={t('loadFailed')} failure={failureOf(query.error)} retryLabel={t('retry')} onRetry={() => void query.mutate()} />;
    return <Muted role="status">{t('loading')}</Muted>;
  }
  return (
    <Stack data-testid="responsible-gaming">
      <Lead>{t('intro')}</Lead>
      <CoolOffSection coolOff={query.data.coolOff} level={level} />
      <LossLimits data={query.data} level={level} />
      <RealityCheckSection realityCheck={query.data.realityCheck} level={level} />
    </Stack>
  );
}

/** The panel's body (spec 2.4 responsible-gaming): its sections sit under the panel's title. */
export const ResponsibleGamingPanel = () => <ResponsibleGamingScreen level={3} />;

/** The page's body (/profile/limits): its sections sit under the page's h1. */
export const ResponsibleGamingPage = () => <ResponsibleGamingScreen level={2} />;

const Stack = styled.div`
  display: grid;
  gap: ${theme.space(7)};
  max-width: ${PAGE_COLUMN.limits};
`;

const Lead = styled.p`
  margin: 0;
`;

const Muted = styled.p`
  margin: 0;
  color: ${theme.color.muted};
`;

const Accordions = styled.div`
  display: grid;
  gap: ${theme.space(3)};
`;
