import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ApiError } from '@/api/errors';
import { actionKeys } from '@/api/action-keys';
import { isUnsettled, newIdempotencyKey } from '@/api/idempotency';
import type { Prize } from '@/api/schemas/second';
import { failureOf } from '@/data/core/failure';
import { useBonusWheelQuery } from '@/data/promotions/bonus-wheel-query';
import { completeBonusWheel, spinBonusWheel, useRefreshAfterWheel, useSetWheelSpins } from '@/data/promotions/bonus-wheel-spin';
import { toLocale } from '@/routes/href';
import { RouteLink } from '@/routes/RouteLink';
import { useProfile } from '@/state/profile';
import { ApiErrorNotice } from '@/ui/ApiErrorNotice';
import { Button } from '@/ui/Button';
import { LoadFailed } from '@/ui/LoadFailed';
import { Notice } from '@/ui/Notice';
import { theme } from '@/ui/theme';
import { landingRotation, SPIN_TURNS } from './landing-angle';
import { clearPendingSpin, readPendingSpin, writePendingSpin, type PendingSpin } from './pending-spin';
import { prizeText, segmentText } from './prize-text';
import { WheelDisc } from './WheelDisc';

/** How long a spin turns before it settles; the wheel's transition lasts as long. */
export const SPIN_MS = 4_500;

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Phase = 'idle' | 'spinning' | 'completing';
/**
 * A failure and the step it stopped: a spin that did not start, or a prize not credited yet.
 * `lost`: a spin whose answer never came, which the backend may have taken already.
 */
type Failure = { error: ApiError; step: 'spin' | 'complete'; lost?: boolean };

/**
 * The logged-in player's wheel: the prizes of `maxPrizes` on the wheel and in a list, the
 * spins left, and Spin → the spin call → the wheel turns to the prize the server chose →
 * complete with the reference → the prize, announced. Until the complete call has answered,
 * the spin is kept in this browser (./pending-spin.ts), so a spin that failed halfway is
 * completed on the next visit. A spin whose answer was lost keeps its idempotency key in the
 * tab (@/api/action-keys), so asking again, even after a reload, answers that spin.
 */
export function PlayerWheel() {
  const { t, i18n } = useTranslation(['wheel', 'errors', 'common']);
  const locale = toLocale(i18n.language);
  const userId = useProfile().player?.userId ?? null;
  const wheel = useBonusWheelQuery(true);
  const setSpins = useSetWheelSpins();
  const refresh = useRefreshAfterWheel();
  const [phase, setPhase] = useState<Phase>('idle');
  const [rotation, setRotation] = useState(0);
  const rotationRef = useRef(0);
  const noSpinsId = useId();
  const [durationMs, setDurationMs] = useState(0);
  const [won, setWon] = useState<Prize | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  // On a phone the result or the failure falls below the wheel, under the bottom bar or the
  // screen's edge: bring it into sight (the page's scroll padding clears the bars).
  useEffect(() => {
    const shown = failure ? failureRef.current : won ? resultRef.current : null;
    shown?.scrollIntoView?.({ block: 'nearest' }); // jsdom has none
  }, [won, failure]);
  const [pending, setPending] = useState<PendingSpin | null>(null);
  // A double click must send one spin: state would let the second click in before re-rendering.
  const busy = useRef(false);
  // A spin whose answer was lost before this page (a reload): asking again answers that spin.
  const [lostBefore, setLostBefore] = useState(false);

  useEffect(() => {
    setPending(userId === null ? null : readPendingSpin(userId));
    setLostBefore(userId !== null && actionKeys.unsettled('wheelSpin', userId) !== null);
  }, [userId]);

  const prizes = wheel.data?.maxPrizes ?? [];
  const spins = wheel.data?.available_spins ?? 0;

  /** Turns the wheel to a prize: whole turns and the rest, or straight there with reduced motion. */
  async function turnTo(prizeId: string, fallbackIndex: number, { animate }: { animate: boolean }) {
    const found = prizes.findIndex((prize) => prize.id === prizeId);
    const index = found >= 0 ? found : fallbackIndex;
    if (index < 0 || index >= prizes.length) return;
    const motion = animate && !prefersReducedMotion();
    const ms = motion ? SPIN_MS : 0;
    setDurationMs(ms);
    rotationRef.current = landingRotation({ from: rotationRef.current, index, count: prizes.length, turns: motion ? SPIN_TURNS : 0, jitter: Math.random() * 2 - 1 });
    setRotation(rotationRef.current);
    if (ms > 0) await wait(ms);
  }

  async function complete(spin: PendingSpin) {
    setPhase('completing');
    const answer = await completeBonusWheel(spin.reference, spin.completeKey);
    busy.current = false;
    setPhase('idle');
    if (!answer.success) {
      // 180: the backend knows no open spin by this reference (completed already, or not
      // this player's), so there is nothing left to complete.
      if (answer.errorCode === 180 && userId !== null) {
        clearPendingSpin(userId);
        setPending(null);
      } else {
        setPending(spin);
      }
      setFailure({ error: answer, step: 'complete' });
      return;
    }
    if (userId !== null) clearPendingSpin(userId);
    setPending(null);
    setWon(answer.data.prize);
    void refresh();
  }

  /**
   * Every spin is sent with the tab's kept spin key: a new one, or the lost spin's, whose answer
   * the backend then gives again (its prize, and no spin used). A lost spin may have used the
   * last one (a poll then says 0); asking for its answer uses none.
   */
  async function spin() {
    if (busy.current || userId === null) return;
    if (spins < 1 && actionKeys.unsettled('wheelSpin', userId) === null) return;
    busy.current = true;
    setFailure(null);
    setWon(null);
    setLostBefore(false);
    setPhase('spinning');
    const idempotencyKey = actionKeys.keyFor('wheelSpin', userId, 'spin');
    const answer = await spinBonusWheel(idempotencyKey);
    const lost = !answer.success && isUnsettled(answer);
    if (!lost) actionKeys.settle('wheelSpin', idempotencyKey);
    if (!answer.success) {
      busy.current = false;
      setPhase('idle');
      setFailure({ error: answer, step: 'spin', lost });
      return;
    }
    const started = { reference: answer.data.reference, prizeId: answer.data.prize.id, completeKey: newIdempotencyKey() };
    // Kept before the animation: a page closed while the wheel turns completes next time.
    writePendingSpin(userId, started);
    await turnTo(started.prizeId, answer.data.prizeIndex, { animate: true });
    await setSpins(answer.data.available_spins);
    await complete(started);
  }

  async function completePending() {
    if (busy.current || !pending) return;
    busy.current = true;
    setFailure(null);
    setWon(null);
    await turnTo(pending.prizeId, -1, { animate: false });
    await complete(pending);
  }

  if (wheel.error && !wheel.data) {
    return (
      <LoadFailed testId="wheel-load-failed" message={t('loadFailed')} failure={failureOf(wheel.error)} retryLabel={t('tryAgain')} onRetry={() => void wheel.mutate()} busy={wheel.isValidating} />
    );
  }
  if (!wheel.data) return <Placeholder aria-busy="true" />;

  const pendingPrize = pending ? prizes.find((prize) => prize.id === pending.prizeId) : undefined;
  const working = phase !== 'idle';
  const labels = prizes.map((prize) => segmentText(prize, t, locale));

  return (
    <Layout>
      <WheelDisc labels={labels} label={t('wheelLabel', { count: prizes.length })} rotation={rotation} durationMs={durationMs} />
      <Side>
        <Spins>
          {t('spinsLeft')} <strong data-testid="wheel-spins">{spins}</strong>
        </Spins>
        {lostBefore && !pending && !working ? (
          <Notice tone="info" testId="wheel-lost-spin">
            <p>{t('lostSpin')}</p>
          </Notice>
        ) : null}
        {pending && !working ? (
          <Notice tone="info" testId="wheel-pending">
            <p>{pendingPrize ? t('pending.text', { prize: prizeText(pendingPrize, t, locale) }) : t('pending.textUnknown')}</p>
          </Notice>
        ) : null}
        <Actions>
          {pending && !working ? (
            <Button $variant="primary" onClick={() => void completePending()}>
              {t('pending.complete')}
            </Button>
          ) : (
            <Button
              $variant="primary"
              $busy={working}
              $unavailable={spins < 1 && !lostBefore}
              aria-describedby={spins < 1 && !working && !lostBefore ? noSpinsId : undefined}
              onClick={() => void spin()}
            >
              {t('spin')}
            </Button>
          )}
        </Actions>
        {spins < 1 && !working && !pending && !lostBefore ? (
          <p id={noSpinsId}>
            {t('noSpins')} <RouteLink to="campaigns">{t('toCampaigns')}</RouteLink>
          </p>
        ) : null}
        {failure ? (
          <div ref={failureRef}>
            <WheelFailure failure={failure} retry={failure.step === 'spin' && (spins > 0 || failure.lost) ? () => void spin() : null} />
          </div>
        ) : null}
        {/* The live region is always there, so what lands in it is announced. */}
        <Result ref={resultRef} role="status" data-testid="wheel-result">
          {working ? <p>{t('spinning')}</p> : null}
          {won ? (
            <>
              <p className="prize">{t('result', { prize: prizeText(won, t, locale) })}</p>
              <p>{t(`resultWhere.${won.type}`)}</p>
              {won.type === 'freeSpins' && won.game ? (
                <RouteLink to="gamePlay" params={{ slug: won.game.slug }}>
                  {t('playGame', { game: won.game.name })}
                </RouteLink>
              ) : null}
            </>
          ) : null}
        </Result>
        <h2>{t('prizesHeading')}</h2>
        <PrizeList data-testid="wheel-prizes">
          {prizes.map((prize) => (
            <li key={prize.id}>{prizeText(prize, t, locale)}</li>
          ))}
        </PrizeList>
      </Side>
    </Layout>
  );
}

/** A failure from the catalogue, with a way on: spin again, or (for a prize not credited) the Complete button above. */
function WheelFailure({ failure, retry }: { failure: Failure; retry: (() => void) | null }) {
  const { t } = useTranslation('wheel');
  return (
    <FailureBox>
      {failure.error.errorCode === 180 ? (
        <Notice tone="error" testId="api-error">
          <p>{t('spinUnavailable')}</p>
        </Notice>
      ) : (
        <ApiErrorNotice error={failure.error} />
      )}
      {retry ? (
        <Button $variant="secondary" onClick={retry}>
          {t('tryAgain')}
        </Button>
      ) : null}
    </FailureBox>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(280px, 420px) minmax(0, 1fr);
  gap: ${theme.space(8)};
  align-items: start;
  ${theme.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space(5)};
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
  h2 { margin: ${theme.space(2)} 0 0; font-size: 20px; }
  p { margin: 0; }
`;

const Spins = styled.p`
  font-size: 18px;
  strong { font-size: 24px; color: ${theme.color.primary}; }
`;

const Actions = styled.div`
  button { min-height: 48px; padding: 0 ${theme.space(8)}; font-size: 18px; }
`;

const FailureBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space(2)};
`;

const Result = styled.div`
  min-height: 1.5em;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  .prize { font-size: 22px; font-weight: 800; color: ${theme.color.primary}; }
`;

const PrizeList = styled.ul`
  margin: 0;
  padding-left: ${theme.space(5)};
  li + li { margin-top: ${theme.space(1)}; }
`;

const Placeholder = styled.div`
  min-height: 420px;
`;
