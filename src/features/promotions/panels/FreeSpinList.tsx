import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { isTimeout } from '@/api/timeouts';
import { DEFAULT_ERROR_CODE, type ApiError } from '@/api/errors';
import type { FreeSpinBonus } from '@/api/schemas/bonuses';
import { failureOf } from '@/data/core/failure';
import { useFreeSpinsQuery } from '@/data/promotions/free-spins-query';
import { cancelFreeSpinBonus, useRefreshFreeSpins } from '@/data/promotions/promotions-mutation';
import { ApiErrorNotice } from '@/ui/ApiErrorNotice';
import { Button } from '@/ui/Button';
import { CardGrid } from '@/ui/CardGrid';
import { LoadFailed } from '@/ui/LoadFailed';
import { Notice } from '@/ui/Notice';
import { theme } from '@/ui/theme';
import { NOTICE_MS } from '@/ui/use-timed-notice';
import { FreeSpinCard } from './FreeSpinCard';
import { Actions, CARD_MIN_WIDTH, Muted, Section } from './parts';

/** What a cancel came to, shown for NOTICE_MS (spec 4: "result panel for 5 s"). */
type Outcome = { name: string; failure: ApiError | null };

/**
 * The free-spin bonuses (spec 2.4, 3), ten a page with a pager above ten (spec 9). Cancelling
 * one (spec 4): a spinner on its button, then the result in place of the list for 5 s (or
 * until "Back to the list"), then the list asked for again, which the profile badge follows.
 */
export function FreeSpinList() {
  const { t } = useTranslation('promotions');
  const id = useId();
  const [page, setPage] = useState(1);
  const spins = useFreeSpinsQuery(true, page);
  const refresh = useRefreshFreeSpins();
  const [cancelling, setCancelling] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const pageCount = spins.data?.pageCount ?? 1;

  // A cancel that emptied the last page shows the page before it (once that page has answered).
  const shownPageCount = spins.data?.pageCount;
  useEffect(() => {
    if (shownPageCount !== undefined && page > shownPageCount) setPage(shownPageCount);
  }, [page, shownPageCount]);

  const backToList = useCallback(async () => {
    await refresh();
    setOutcome(null);
    heading.current?.focus();
  }, [refresh]);

  useEffect(() => {
    if (!outcome) return;
    result.current?.focus();
    const timer = setTimeout(() => void backToList(), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [outcome, backToList]);

  const cancel = async (bonus: FreeSpinBonus) => {
    if (cancelling !== null) return;
    setCancelling(bonus.freeSpinsBonusId);
    const answer = await cancelFreeSpinBonus(bonus.freeSpinsBonusId);
    setCancelling(null);
    setOutcome({ name: bonus.name, failure: answer.success ? null : answer });
  };

  const turnTo = (next: number) => {
    setPage(next);
    heading.current?.focus();
  };

  // A cancel that timed out may have gone through after our deadline: the list, asked again
  // when the result goes, shows which.
  const unsure = outcome?.failure ? isTimeout(outcome.failure) : false;
  let body;
  if (outcome) {
    body = (
      <Result ref={result} tabIndex={-1} data-testid="free-spin-result">
        <Notice tone={!outcome.failure ? 'success' : unsure ? 'highlight' : 'error'}>
          <p>{t(!outcome.failure ? 'freeSpins.cancelled' : unsure ? 'freeSpins.cancelUnsure' : 'freeSpins.cancelFailed', { name: outcome.name })}</p>
        </Notice>
        {outcome.failure && !unsure && outcome.failure.errorCode !== DEFAULT_ERROR_CODE ? <ApiErrorNotice error={outcome.failure} context="freeSpinCancel" /> : null}
        <Actions>
          <Button $variant="secondary" onClick={() => void backToList()}>
            {t('freeSpins.backToList')}
          </Button>
        </Actions>
      </Result>
    );
  } else if (spins.error && !spins.data) {
    body = <LoadFailed message={t('freeSpins.failed')} failure={failureOf(spins.error)} retryLabel={t('retry')} onRetry={() => void spins.mutate()} />;
  } else if (!spins.data) {
    body = <Muted role="status">{t('loading')}</Muted>;
  } else if (spins.data.items.length === 0) {
    body = <Muted data-testid="free-spins-empty">{t('freeSpins.empty')}</Muted>;
  } else {
    body = (
      <>
        <CardGrid
          items={spins.data.items}
          itemKey={(bonus) => String(bonus.freeSpinsBonusId)}
          minWidth={CARD_MIN_WIDTH}
          label={t('freeSpins.title')}
          testId="free-spin-list"
          renderItem={(bonus) => (
            <FreeSpinCard bonus={bonus} cancelling={cancelling === bonus.freeSpinsBonusId} busy={cancelling !== null} onCancel={(b) => void cancel(b)} />
          )}
        />
        {pageCount > 1 ? (
          <Pager aria-label={t('freeSpins.pages')} data-testid="free-spin-pager">
            <Button $variant="secondary" disabled={page <= 1} onClick={() => turnTo(page - 1)}>
              {t('freeSpins.previous')}
            </Button>
            <span>{t('freeSpins.pageOf', { page, count: pageCount })}</span>
            <Button $variant="secondary" disabled={page >= pageCount} onClick={() => turnTo(page + 1)}>
              {t('freeSpins.next')}
            </Button>
          </Pager>
        ) : null}
      </>
    );
  }
  return (
    <Section aria-labelledby={`${id}-title`} data-testid="free-spins">
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('freeSpins.title')}
        {spins.data && spins.data.count > 0 ? ` (${spins.data.count})` : ''}
      </h3>
      {body}
    </Section>
  );
}

const Result = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  &:focus { outline: none; }
`;

const Pager = styled.nav`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${theme.space(2)};
  /* "Sivu 1/2" on one line: between two buttons on a phone it wrapped as "Sivu" over "1/2". */
  span { font-weight: 600; text-align: center; white-space: nowrap; }
`;
