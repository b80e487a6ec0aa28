import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { BonusGameProgress as Progress, BonusGameReward } from '@/api/schemas/second';
import { failureOf } from '@/data/core/failure';
import { useBonusGameProgressQuery } from '@/data/promotions/bonus-game-progress-query';
import { useBonusGameRewardsQuery } from '@/data/promotions/bonus-game-rewards-query';
import { formatCount, formatMoney } from '@/lib/format';
import { formatLongDate } from '@/lib/format-date';
import { RouteLink, useLocale } from '@/routes/RouteLink';
import { ButtonLink } from '@/ui/Button';
import { Empty } from '@/ui/Empty';
import { LoadFailed } from '@/ui/LoadFailed';
import { ProgressBar } from '@/ui/ProgressBar';
import { theme } from '@/ui/theme';
import { href } from '@/routes/href';
import { GOLD_RUSH_REWARDS, type BonusGameView } from './view';

type Query = { error?: unknown; isLoading: boolean; mutate: () => unknown };

/**
 * A section's loading or failure (`failed`: what could not be loaded, in its words); its content
 * once it has data. A failure keeps a way on: try again.
 */
function Loaded<T>({ query, data, testId, failed, children }: { query: Query; data: T | undefined; testId: string; failed: string; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('bonus-game');
  if (data !== undefined) return <>{children(data)}</>;
  if (query.error) return <LoadFailed testId={`${testId}-failed`} message={failed} failure={failureOf(query.error)} retryLabel={t('retry')} onRetry={() => void query.mutate()} />;
  return <Muted role="status">{t('loading')}</Muted>;
}

function ProgressCard({ progress }: { progress: Progress }) {
  const { t } = useTranslation('bonus-game');
  const locale = useLocale();
  const next = progress.level + 1;
  const toGo = Math.max(0, progress.nextLevelPoints - progress.points);
  const roundEnd = progress.roundEnd ? new Date(progress.roundEnd) : null;
  return (
    <>
      <Level data-testid="bonus-game-level">{t('progress.level', { level: progress.level })}</Level>
      <ProgressBar
        testId="bonus-game-progress"
        label={t('progress.label', { level: next })}
        value={progress.points}
        max={progress.nextLevelPoints}
        valueText={t('progress.value', { points: formatCount(progress.points, locale), target: formatCount(progress.nextLevelPoints, locale) })}
      />
      <p>{t('progress.toGo', { count: toGo, points: formatCount(toGo, locale), level: next })}</p>
      {roundEnd && !Number.isNaN(roundEnd.getTime()) ? <Muted>{t('progress.roundEnds', { date: formatLongDate(roundEnd, locale) })}</Muted> : null}
    </>
  );
}

/** What a reward is, in words: "10 free spins", "1 € bonus money", "100 loyalty points". */
function useRewardName() {
  const { t } = useTranslation('bonus-game');
  const locale = useLocale();
  return (reward: BonusGameReward): string =>
    reward.type === 'freeSpins'
      ? t('rewards.freeSpins', { count: reward.amount })
      : reward.type === 'promo'
        ? t('rewards.promo', { amount: formatMoney(reward.amount, locale) })
        : t('rewards.loyaltyPoints', { count: reward.amount, points: formatCount(reward.amount, locale) });
}

function RewardCard({ reward }: { reward: BonusGameReward }) {
  const { t } = useTranslation('bonus-game');
  const locale = useLocale();
  const name = useRewardName()(reward);
  const earned = new Date(reward.createdTime);
  return (
    <Card data-testid="bonus-game-reward">
      <div className="top">
        <strong>{name}</strong>
        <State $earned>{t('rewards.stateEarned')}</State>
      </div>
      {reward.type === 'freeSpins' && reward.game ? (
        <p>
          {t('rewards.game')}{' '}
          <RouteLink to="gamePlay" params={{ slug: reward.game.slug }}>
            {reward.game.name}
          </RouteLink>
        </p>
      ) : null}
      <Muted>{Number.isNaN(earned.getTime()) ? t('rewards.earnedUndated', { level: reward.level }) : t('rewards.earned', { level: reward.level, date: formatLongDate(earned, locale) })}</Muted>
    </Card>
  );
}

/** The reward of the level in progress: not earned yet, with the points still to go. */
function NextCard({ progress }: { progress: Progress }) {
  const { t } = useTranslation('bonus-game');
  const locale = useLocale();
  const next = progress.level + 1;
  const toGo = Math.max(0, progress.nextLevelPoints - progress.points);
  return (
    <Card data-testid="bonus-game-next" $locked>
      <div className="top">
        <strong>{t('rewards.next', { level: next })}</strong>
        <State>{t('rewards.stateLocked')}</State>
      </div>
      <Muted>{t('rewards.nextHint', { count: toGo, points: formatCount(toGo, locale), level: next })}</Muted>
    </Card>
  );
}

function Rewards({ view, rewards, progress }: { view: BonusGameView; rewards: BonusGameReward[]; progress: Progress | undefined }) {
  const { t } = useTranslation('bonus-game');
  const locale = useLocale();
  const shown = view === 'goldRush' ? rewards.slice(0, GOLD_RUSH_REWARDS) : rewards;
  return (
    <>
      {rewards.length === 0 ? (
        <EmptyRewards>
          <span>{t('rewards.empty')}</span>
          <ButtonLink $variant="secondary" href={href('slotIndex', { locale })}>
            {t('rewards.browse')}
          </ButtonLink>
        </EmptyRewards>
      ) : null}
      <List aria-labelledby="bonus-game-rewards-title" data-testid="bonus-game-rewards">
        {shown.map((reward) => (
          <li key={reward.id}>
            <RewardCard reward={reward} />
          </li>
        ))}
        {progress ? (
          <li>
            <NextCard progress={progress} />
          </li>
        ) : null}
      </List>
      {shown.length < rewards.length ? (
        <p>
          <RouteLink to="bonusGame">{t('rewards.all')}</RouteLink>
        </p>
      ) : null}
    </>
  );
}

/**
 * The logged-in player's side of the bonus game and gold rush pages: this round's progress as a
 * progress bar with its numbers, and the rewards earned with what they are and their state
 * (earned, and the next level's still locked). Each part loads, fails and is retried on its own.
 * Gold rush lists the newest rewards and leads on to the bonus wheel and the bonus game.
 */
export function BonusGameProgress({ view }: { view: BonusGameView }) {
  const { t } = useTranslation('bonus-game');
  const progress = useBonusGameProgressQuery(true);
  const rewards = useBonusGameRewardsQuery(true);
  return (
    <Layout>
      <Section aria-labelledby="bonus-game-progress-title">
        <h2 id="bonus-game-progress-title">{t('progress.title')}</h2>
        <Loaded query={progress} data={progress.data} testId="bonus-game-progress" failed={t('failed')}>
          {(data) => <ProgressCard progress={data} />}
        </Loaded>
      </Section>
      <Section aria-labelledby="bonus-game-rewards-title">
        <h2 id="bonus-game-rewards-title">{t(view === 'goldRush' ? 'rewards.latest' : 'rewards.title')}</h2>
        <Loaded query={rewards} data={rewards.data} testId="bonus-game-rewards" failed={t('rewards.failed')}>
          {(data) => <Rewards view={view} rewards={data} progress={progress.data} />}
        </Loaded>
      </Section>
      {view === 'goldRush' ? (
        <Section aria-labelledby="gold-rush-more-title">
          <h2 id="gold-rush-more-title">{t('goldRush.more')}</h2>
          <Links>
            <RouteLink to="bonusWheel">{t('goldRush.wheel')}</RouteLink>
            <RouteLink to="bonusGame">{t('goldRush.bonusGame')}</RouteLink>
          </Links>
        </Section>
      ) : null}
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  max-width: 960px;
`;

const Section = styled.section`
  display: grid;
  gap: ${theme.space(3)};
  padding: ${theme.space(5)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  ${theme.media.narrow} { padding: ${theme.space(4)}; }
  h2 { margin: 0; font-size: 20px; }
  p { margin: 0; }
`;

const Muted = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  font-size: 14px;
`;

const Level = styled.p`
  font-size: 28px;
  font-weight: 800;
  color: ${theme.color.primary};
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(260px, 100%), 1fr));
  gap: ${theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.article<{ $locked?: boolean }>`
  display: grid;
  gap: ${theme.space(2)};
  height: 100%;
  padding: ${theme.space(4)};
  border: 1px ${({ $locked }) => ($locked ? 'dashed' : 'solid')} ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceRaised};
  .top { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: ${theme.space(2)}; }
  strong { font-size: 17px; }
  a { color: ${theme.color.primary}; font-weight: 600; }
`;

const State = styled.span<{ $earned?: boolean }>`
  padding: 2px ${theme.space(2)};
  border-radius: ${theme.radius.pill};
  border: 1px solid ${({ $earned }) => ($earned ? theme.color.success : theme.color.border)};
  color: ${({ $earned }) => ($earned ? theme.color.success : theme.color.muted)};
  font-size: 12px;
  font-weight: 700;
`;

const EmptyRewards = styled(Empty).attrs({ as: 'div' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  padding: 0;
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(4)};
  a { color: ${theme.color.primary}; font-weight: 600; }
`;
