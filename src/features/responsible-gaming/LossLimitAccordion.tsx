import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useTranslation } from 'react-i18next';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { isTimeout } from '@/api/timeouts';
import type { ApiResult } from '@/api/errors';
import type { Limit, TrueLimit } from '@/api/schemas/limits';
import { removeLossLimit, saveLossLimit, useRefreshLimits } from '@/data/limits/limits-mutation';
import { cancelPendingIncreases, confirmPendingIncreases } from '@/data/limits/pending-increases';
import { serverNow } from '@/lib/clock';
import { formatAmount } from '@/lib/format-amount';
import { formatLongDate } from '@/lib/format-date';
import type { Cents } from '@/lib/money';
import { limitChange, type LossLimitKind } from '@/lib/rules/limits';
import { useLocale } from '@/routes/RouteLink';
import { Accordion } from '@/ui/Accordion';
import { Button } from '@/ui/Button';
import { CheckboxField } from '@/ui/form/CheckboxField';
import { TextField } from '@/ui/form/TextField';
import { Notice } from '@/ui/Notice';
import { ProgressBar } from '@/ui/ProgressBar';
import { theme } from '@/ui/theme';
import { TimedNotice } from '@/ui/TimedNotice';
import { NOTICE_MS, useTimedNotice } from '@/ui/use-timed-notice';
import { LimitChange } from './LimitChange';
import { limitAmountOf, limitSchema, type LimitInputProblem, type LimitValues } from './limit-schema';
import { Saved, SaveFailed } from '@/ui/save-messages';

type Props = {
  kind: LossLimitKind;
  limit: Limit;
  /** The amounts the order rule compares with (each limit's target, or the defaults). */
  targets: Readonly<Record<LossLimitKind, Cents | null>>;
  /** The player has set no limit: this one shows its default deposit limit (spec 3). */
  defaultAmount: Cents | null | undefined;
  /** Its trueLimits entry when the backend awaits the player's confirmation of the change (spec 3, 4). */
  awaiting: TrueLimit | undefined;
  level: 3 | 4;
};

type Busy = 'save' | 'remove' | 'cancel' | 'confirm' | null;

/** A pending change: a new amount (null: the limit is being removed) and when it may take effect. */
const pendingOf = (limit: Limit) =>
  limit.newAmount !== null || limit.amountEffectiveTime !== null ? { amount: limit.newAmount, from: limit.amountEffectiveTime } : null;

/**
 * One loss limit (spec 2.3, 4): the current amount, what is used of it, auto-renew and a
 * pending change with the time it may take effect; a form for a new amount (spec 5), removal
 * with its confirmation, and cancelling a pending change. A change the backend awaits the
 * player's confirmation of shows old → new with Confirm, the automatic modal's call for this
 * one kind: the modal closed unanswered does not come back on this page load, and this is where
 * the player can still answer. Messages last 5 s (spec 4, 9).
 */
export function LossLimitAccordion({ kind, limit, targets, defaultAmount, awaiting, level }: Props) {
  const { t } = useTranslation(['limits', 'forms', 'common']);
  const locale = useLocale();
  const money = (amount: Cents) => formatAmount(amount, locale, limit.currency);
  const when = (iso: string) => formatLongDate(new Date(iso), locale);
  const id = useId();
  const refresh = useRefreshLimits();
  const notice = useTimedNotice();
  const [busy, setBusy] = useState<Busy>(null);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const inFlight = useRef(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  // A confirmed or cancelled change takes its box (and the pressed button) away: focus goes to
  // the limit it changed, not to the top of the page.
  const currentAmount = useRef<HTMLElement>(null);
  const answerPending = async (what: 'confirm' | 'cancel', call: () => Promise<ApiResult<unknown>>, detail: string) => {
    if (await run(what, call, detail)) requestAnimationFrame(() => currentAmount.current?.focus());
  };
  const question = useRef<HTMLParagraphElement>(null);

  const isDefault = defaultAmount !== undefined;
  const shown = isDefault ? defaultAmount : limit.amount;
  const pending = pendingOf(limit);
  const bounds = { min: limit.minAmount, max: limit.maxAmount };
  const others = { ...targets, [kind]: null };

  const schema = useMemo(
    () =>
      limitSchema(kind, others, bounds, (problem: LimitInputProblem) => {
        if (problem.key === 'forms:requiredField') return t('forms:requiredField');
        if (problem.key === 'forms:limitRange') return t('forms:limitRange', { min: money(problem.min), max: money(problem.max) });
        return t(`limits:order.${problem.key === 'forms:noHigherThan' ? 'noHigherThan' : 'noLowerThan'}.${problem.other}`, { amount: money(problem.amount) });
      }),
    // The other limits and bounds are numbers; t and locale change together with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind, others.dailyLoss, others.weeklyLoss, others.monthlyLoss, bounds.min, bounds.max, t, locale],
  );
  const { register, handleSubmit, formState, reset, clearErrors } = useForm<LimitValues>({
    resolver: standardSchemaResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { amount: '', autoRenew: limit.autoRenew },
  });
  const amountError = formState.errors.amount?.message;
  // Spec 5: the message shows for 5 s; what was typed stays.
  useEffect(() => {
    if (!amountError) return;
    const timer = setTimeout(() => clearErrors('amount'), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [amountError, formState.submitCount, clearErrors]);

  /**
   * One call at a time: a second press while one is under way does nothing. A failed
   * confirmation adds its code, as the modal's does (spec 4 "An error code is shown").
   */
  async function run(what: Exclude<Busy, null>, call: () => Promise<ApiResult<unknown>>, detail: string): Promise<boolean> {
    if (inFlight.current) return false;
    inFlight.current = true;
    setBusy(what);
    try {
      const result = await call();
      if (!result.success) {
        notice.show('error', <SaveFailed failure={result} unsure withCode={what === 'confirm'} codeTestId={`limit-${kind}-code`} />);
        // A change the backend may have made all the same shows as soon as it is known, not at the next poll.
        if (isTimeout(result)) void refresh();
        return false;
      }
      await refresh();
      notice.show('success', <Saved detail={detail} />);
      return true;
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  }

  const submit = handleSubmit(async (values) => {
    const amount = limitAmountOf(values.amount);
    if (amount === null) return;
    const looser = limitChange(isDefault ? defaultAmount : limit.amount, amount) === 'looser';
    const saved = await run('save', () => saveLossLimit(kind, amount, values.autoRenew), t(looser ? 'loss.increaseWaits' : 'loss.appliesNow'));
    if (saved) reset({ amount: '', autoRenew: values.autoRenew });
  });

  const remove = async () => {
    const removed = await run('remove', () => removeLossLimit(kind), t('loss.removalWaits'));
    if (removed) setConfirmingRemoval(false);
  };

  useEffect(() => {
    if (confirmingRemoval) question.current?.focus();
  }, [confirmingRemoval]);

  const confirm = () => void answerPending('confirm', () => confirmPendingIncreases([kind]), t(awaiting?.newAmount === null ? 'loss.removalConfirmed' : 'loss.changeConfirmed'));

  const due = pending?.from ? Date.parse(pending.from) <= serverNow().getTime() : true;
  const canRemove = !isDefault && limit.amount !== null && !(pending && pending.amount === null);
  const summary = shown === null ? t('loss.noLimit') : money(shown);
  const cancelButton = (
    <Button
      $variant="secondary"
      $busy={busy === 'cancel'}
      $unavailable={busy !== null}
      onClick={() => void answerPending('cancel', () => cancelPendingIncreases([kind]), t('loss.changeCancelled'))}
    >
      {t('loss.cancelChange')}
    </Button>
  );

  return (
    <Accordion title={t(`kinds.${kind}.title`)} summary={isDefault ? `${summary} (${t('loss.default')})` : summary} level={level} testId={`limit-${kind}`}>
      <Body>
        <Facts>
          <div>
            <dt>{t('loss.current')}</dt>
            <dd data-testid="limit-current" ref={currentAmount} tabIndex={-1}>
              {shown === null ? t('loss.noLimit') : money(shown)}
              {isDefault ? ` (${t('loss.default')})` : null}
            </dd>
          </div>
          <div>
            <dt>{t('loss.autoRenew')}</dt>
            <dd>{limit.autoRenew ? t('loss.yes') : t('loss.no')}</dd>
          </div>
          {limit.endTime ? (
            <div>
              <dt>{t('loss.periodEnds')}</dt>
              <dd>{when(limit.endTime)}</dd>
            </div>
          ) : null}
        </Facts>
        {shown === null ? (
          <Used data-testid="limit-used">{t(`kinds.${kind}.usedAlone`, { used: money(limit.usedAmount) })}</Used>
        ) : (
          <ProgressBar
            testId="limit-used"
            label={t(`kinds.${kind}.used`)}
            value={limit.usedAmount}
            max={shown}
            valueText={t('loss.usedOf', { used: money(limit.usedAmount), amount: money(shown) })}
          />
        )}
        {awaiting ? (
          <Notice tone="info" testId="limit-pending">
            <p>{t('loss.confirmDue')}</p>
            <p data-testid="limit-change">
              <LimitChange from={awaiting.amount} to={awaiting.newAmount} currency={limit.currency} />
            </p>
            <PendingActions>
              <Button $variant="primary" $busy={busy === 'confirm'} $unavailable={busy !== null} onClick={confirm}>
                {t('loss.confirmChange')}
              </Button>
              {cancelButton}
            </PendingActions>
          </Notice>
        ) : pending ? (
          <Notice tone="info" testId="limit-pending">
            <p>
              {pending.amount === null
                ? t(due || !pending.from ? 'loss.pendingRemovalDue' : 'loss.pendingRemoval', { date: pending.from ? when(pending.from) : '' })
                : t(due || !pending.from ? 'loss.pendingChangeDue' : 'loss.pendingChange', { amount: money(pending.amount), date: pending.from ? when(pending.from) : '' })}
            </p>
            <p>{cancelButton}</p>
          </Notice>
        ) : null}
        {isDefault ? <Muted>{t('loss.defaultNote')}</Muted> : null}
        <Form
          onSubmit={(event) => {
            // A new attempt makes the last outcome stale: its result or the field's message replaces it.
            notice.clear();
            void submit(event);
          }}
          noValidate
          aria-label={t(`kinds.${kind}.title`)}
        >
          <TextField
            id={`${id}-amount`}
            label={t(`kinds.${kind}.field`)}
            hint={t('loss.hint', { min: money(bounds.min), max: money(bounds.max) })}
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            required
            error={amountError}
            {...register('amount', {
              // "Saved" next to an amount the player is already changing reads as if that one was saved.
              onChange: () => {
                if (notice.notice?.tone === 'success') notice.clear();
              },
            })}
          />
          <CheckboxField id={`${id}-renew`} label={t('loss.autoRenewField')} {...register('autoRenew')} />
          <Actions>
            <Button $variant="primary" type="submit" $busy={busy === 'save'} $unavailable={busy !== null} data-testid="limit-save">
              {busy === 'save' ? t('loss.saving') : t('loss.save')}
            </Button>
            {canRemove && !confirmingRemoval ? (
              <Button ref={removeButton} $variant="secondary" $unavailable={busy !== null} onClick={() => setConfirmingRemoval(true)}>
                {t('loss.remove')}
              </Button>
            ) : null}
          </Actions>
        </Form>
        {confirmingRemoval && limit.amount !== null ? (
          <Confirm role="group" aria-labelledby={`${id}-remove-question`} data-testid="limit-remove-confirm">
            <p id={`${id}-remove-question`} ref={question} tabIndex={-1}>
              {t('loss.removeQuestion', { limit: t(`kinds.${kind}.name`), amount: money(limit.amount) })}
            </p>
            <p>{t('loss.removeExplained')}</p>
            <Actions>
              <Button $variant="primary" $busy={busy === 'remove'} $unavailable={busy !== null} onClick={() => void remove()}>
                {t('loss.removeYes')}
              </Button>
              <Button
                $variant="secondary"
                $unavailable={busy !== null}
                onClick={() => {
                  setConfirmingRemoval(false);
                  requestAnimationFrame(() => removeButton.current?.focus());
                }}
              >
                {t('loss.removeNo')}
              </Button>
            </Actions>
          </Confirm>
        ) : null}
        <TimedNotice notice={notice.notice} testId={`limit-${kind}-notice`} />
      </Body>
    </Accordion>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${theme.space(4)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${theme.space(3)};
  margin: 0;
  > div { padding: ${theme.space(3)}; border-radius: ${theme.radius.md}; background: ${theme.color.surfaceRaised}; }
  dt { font-size: 14px; color: ${theme.color.muted}; }
  dd { margin: ${theme.space(1)} 0 0; font-size: 18px; font-weight: 700; font-variant-numeric: tabular-nums; }
`;

const Used = styled.p`
  margin: 0;
  font-size: 14px;
`;

const Muted = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  font-size: 14px;
`;

const Form = styled.form`
  display: grid;
  gap: ${theme.space(3)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

const PendingActions = styled(Actions)`
  margin-top: ${theme.space(2)};
`;

const Confirm = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${theme.color.primary};
  border-left-width: 4px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.warningBg};
  p { margin: 0; }
  p:first-child { font-weight: 700; }
  p:focus-visible { outline-offset: 2px; }
`;
