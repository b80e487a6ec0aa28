import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useTranslation } from 'react-i18next';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { DEFAULT_ERROR_CODE, type ApiError } from '@/api/errors';
import { actionKeys } from '@/api/action-keys';
import { isUnsettled } from '@/api/idempotency';
import type { LoyaltyConversion } from '@/api/schemas/bonuses';
import { failureOf } from '@/data/core/failure';
import { useLoyaltyQuery } from '@/data/player/loyalty-query';
import { convertPoints, useRefreshAfterConversion } from '@/data/promotions/promotions-mutation';
import { formatCount, formatMoney } from '@/lib/format';
import { cents } from '@/lib/money';
import { pointsOf } from '@/lib/rules/loyalty';
import { useLocale } from '@/routes/RouteLink';
import { useProfile } from '@/state/profile';
import { ApiErrorNotice } from '@/ui/ApiErrorNotice';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/form/TextField';
import { LoadFailed } from '@/ui/LoadFailed';
import { Notice } from '@/ui/Notice';
import { theme } from '@/ui/theme';
import { Muted, Section } from './parts';
import { pointsSchema, type PointsValues } from './points-schema';

/** The backend's refusal of more points than the player has (docs/decisions.md "Mock backend": 180 for refused changes). */
const NOT_ENOUGH_POINTS = 180;

/**
 * The loyalty points (spec 3, 7.1): the balance and a conversion into bonus money
 * (convertLoyaltyPoints). The amount is checked as typed (whole points, more than 0, no more
 * than the balance), its error at the field keeping what was typed; the result says what was
 * converted, what it credited and the points left, and the points and the balance are asked
 * for again. A conversion asked again after a lost answer carries the same idempotency key, so
 * the backend converts once.
 */
export function LoyaltyPoints() {
  const { t } = useTranslation(['promotions', 'forms']);
  const id = useId();
  const locale = useLocale();
  const loyalty = useLoyaltyQuery(true);
  const userId = useProfile().player?.userId ?? null;
  const refresh = useRefreshAfterConversion();
  const balance = loyalty.data?.points ?? 0;
  const schema = useMemo(() => pointsSchema(balance), [balance]);
  const { register, handleSubmit, formState, reset } = useForm<PointsValues>({
    resolver: standardSchemaResolver(schema),
    defaultValues: { points: '' },
  });
  const [converted, setConverted] = useState<LoyaltyConversion | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const points = (value: number) => formatCount(value, locale);

  const submit = handleSubmit(async (values) => {
    setConverted(null);
    setFailure(null);
    const pointAmount = pointsOf(values.points);
    // The same amount asked again (after a lost answer, even after a reload) carries the same
    // key; another amount a new one.
    const idempotencyKey = actionKeys.keyFor('convertPoints', userId, String(pointAmount));
    const answer = await convertPoints(pointAmount, idempotencyKey);
    if (answer.success || !isUnsettled(answer)) actionKeys.settle('convertPoints', idempotencyKey);
    if (!answer.success) {
      setFailure(answer);
      // Fewer points than the form knew of (spent or converted elsewhere): the balance shown,
      // and the field's limit with it, are asked for again.
      if (answer.errorCode === NOT_ENOUGH_POINTS) await refresh();
      return;
    }
    setConverted(answer.data);
    reset({ points: '' });
    await refresh();
  });

  let body;
  if (loyalty.error && !loyalty.data) {
    body = (
      <LoadFailed
        testId="loyalty-load-failed"
        message={t('points.loadFailed')}
        failure={failureOf(loyalty.error)}
        retryLabel={t('retry')}
        onRetry={() => void loyalty.mutate()}
      />
    );
  } else if (!loyalty.data) {
    body = <Muted role="status">{t('loading')}</Muted>;
  } else {
    const rate = loyalty.data.conversionRate;
    body = (
      <>
        <Balance>
          <dt>{t('points.balance')}</dt>
          <dd data-testid="loyalty-points">{points(balance)}</dd>
        </Balance>
        {rate > 0 ? <Muted>{t('points.rate', { points: points(rate), amount: formatMoney(cents(100), locale) })}</Muted> : null}
        {balance > 0 || converted ? (
          <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`} data-testid="loyalty-form">
            <TextField
              id={`${id}-points`}
              label={t('points.amount')}
              hint={balance > 0 ? t('points.hint', { balance: points(balance) }) : undefined}
              inputMode="numeric"
              autoComplete="off"
              required
              error={formState.errors.points?.message}
              {...register('points')}
            />
            <div>
              <Button $variant="primary" type="submit" $busy={formState.isSubmitting} data-testid="loyalty-submit">
                {formState.isSubmitting ? t('points.submitting') : t('points.submit')}
              </Button>
            </div>
          </Form>
        ) : (
          <Muted>{t('points.none')}</Muted>
        )}
      </>
    );
  }
  return (
    <Section aria-labelledby={`${id}-title`} data-testid="loyalty">
      <h3 id={`${id}-title`}>{t('points.title')}</h3>
      {body}
      <div role="status">
        {converted ? (
          <Notice tone="success" live={false} testId="loyalty-result">
            <p>{t('points.converted', { points: points(converted.pointAmount), amount: formatMoney(converted.amount, locale, 'EUR', { fixed: true }), balance: points(converted.loyaltyPoints) })}</p>
          </Notice>
        ) : null}
      </div>
      <div role="alert">
        {failure ? (
          <Notice tone="error" live={false} testId="loyalty-failure">
            <p>{t('points.failed')}</p>
            {failure.errorCode !== DEFAULT_ERROR_CODE ? <ApiErrorNotice error={failure} context="loyaltyConvert" /> : null}
          </Notice>
        ) : null}
      </div>
    </Section>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${theme.space(3)};
`;

const Balance = styled.dl`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space(3)};
  margin: 0;
  padding: ${theme.space(3)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceRaised};
  dt { color: ${theme.color.muted}; }
  dd { margin: 0; font-size: 20px; font-weight: 700; font-variant-numeric: tabular-nums; }
`;
