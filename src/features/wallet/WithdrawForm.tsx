import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useTranslation } from 'react-i18next';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { ApiError } from '@/api/errors';
import type { WithdrawInit } from '@/api/schemas/payment';
import { sendWithdrawal, useRefreshAfterWithdraw } from '@/data/wallet/withdraw-mutation';
import { formatMoney } from '@/lib/format';
import { formatAmount } from '@/lib/format-amount';
import type { Cents } from '@/lib/money';
import { withdrawableCash, withdrawSubmit, type WithdrawSubmit } from '@/lib/rules/withdraw';
import { useLocale } from '@/routes/RouteLink';
import { useProfile } from '@/state/profile';
import { Button } from '@/ui/Button';
import { SpinnerLine } from '@/ui/SpinnerLine';
import { TextField } from '@/ui/form/TextField';
import { theme } from '@/ui/theme';
import { isUnsettled } from '@/api/idempotency';
import { actionKeys } from '@/api/action-keys';
import { ConfirmDialog } from './ConfirmDialog';
import { WithdrawFailure, WithdrawSuccess, WithdrawUnsettled } from './WithdrawOutcome';
import { neverAnAmount, WITHDRAW_INPUT_MAX_LENGTH, withdrawAmountOf, withdrawSchema, type WithdrawAmountProblem, type WithdrawValues } from './withdraw-schema';

/**
 * What a withdrawal would give up (spec 4): the bonus money and the active free-spin bonuses.
 * `freeSpins` is null while the list is not known; the player is then asked all the same.
 */
export type AtStake = { promo: Cents; freeSpins: { count: number; spins: number | null } | null };

export const losesSomething = ({ promo, freeSpins }: AtStake): boolean => promo > 0 || freeSpins === null || freeSpins.count > 0;

type Stage =
  | { kind: 'form' }
  | { kind: 'confirm'; amount: Cents }
  | { kind: 'sending'; amount: Cents }
  | { kind: 'done'; amount: Cents }
  | { kind: 'failed'; amount: Cents; failure: ApiError }
  | { kind: 'unsettled'; amount: Cents };

type Props = {
  init: WithdrawInit;
  method: WithdrawInit['methods'][number];
  atStake: AtStake;
  /** Asks for initWithdraw again (a reserve that was not known yet). */
  onRecheck: () => void;
  idPrefix?: string;
};

/** The words next to a disabled button: why it cannot be sent (spec 5), never only a greyed-out button. */
function useReason() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (state: WithdrawSubmit): string | null => {
    switch (state.kind) {
      case 'ready':
        return null;
      case 'noAmount':
        return t('withdraw.reasons.noAmount');
      case 'reserveUnknown':
        return t('withdraw.reasons.reserveUnknown');
      case 'reserveHoldsCash':
        return t('withdraw.reasons.reserveHoldsCash', { reserve: formatMoney(state.cashReserve, locale, 'EUR', { fixed: true }) });
      case 'noCash':
        return t('withdraw.reasons.noCash');
      default: {
        const unreachable: never = state;
        return unreachable;
      }
    }
  };
}

/**
 * The withdraw form and what follows it (spec 4: form, a confirmation when bonuses would be
 * lost, a spinner, success or the error, then Back). The amount is read by the shared parser
 * within the method's bounds and the withdrawable cash; the submit rule (src/lib/rules) says
 * in words why the button is disabled. One click sends one call: a ref holds the submit
 * while it is under way. An answer that leaves the outcome open (a lost answer, a timeout, a
 * 5xx) says so, with the balances and a retry; the same withdrawal sent again, now or after
 * the panel was closed, carries the same idempotency key (@/api/action-keys).
 */
export function WithdrawForm({ init, method, atStake, onRecheck, idPrefix = 'withdraw' }: Props) {
  const { t } = useTranslation(['account', 'forms']);
  const locale = useLocale();
  const reasonOf = useReason();
  const refresh = useRefreshAfterWithdraw();
  const userId = useProfile().player?.userId ?? null;
  const bounds = { min: method.minAmount, max: method.maxAmount };
  const withdrawable = withdrawableCash(init.cashBalance, init.cashReserve);
  const schema = useMemo(
    () =>
      withdrawSchema(bounds, withdrawable, (problem: WithdrawAmountProblem) =>
        t(problem.key, problem.amount === undefined ? {} : { amount: formatMoney(problem.amount, locale, 'EUR', { fixed: problem.key === 'forms:aboveWithdrawable' }) }),
      ),
    // The bounds and the withdrawable cash are numbers; t and locale change together with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [bounds.min, bounds.max, withdrawable, t, locale],
  );
  const { register, handleSubmit, formState, watch, setFocus, reset, trigger } = useForm<WithdrawValues>({
    resolver: standardSchemaResolver(schema),
    mode: 'onTouched',
    defaultValues: { amount: '' },
  });
  const [stage, setStage] = useState<Stage>({ kind: 'form' });
  const [fresh, setFresh] = useState(false);
  const inFlight = useRef(false);
  // From a valid submit until the player is back at the form (Back, or Cancel in the
  // confirmation): a second press that lands after a fast answer does not start another.
  const started = useRef(false);
  const cameBack = useRef(false);
  // The confirmation keeps naming its amount while it closes.
  const [asked, setAsked] = useState<Cents | null>(null);

  const state = withdrawSubmit({ amount: withdrawAmountOf(watch('amount')), cash: init.cashBalance, cashReserve: init.cashReserve });
  const reason = reasonOf(state);

  useEffect(() => {
    if (stage.kind !== 'form' || !cameBack.current) return;
    cameBack.current = false;
    setFocus('amount');
  }, [stage.kind, setFocus]);

  async function send(amount: Cents) {
    if (inFlight.current) return;
    inFlight.current = true;
    setStage({ kind: 'sending', amount });
    setFresh(false);
    try {
      const idempotencyKey = actionKeys.keyFor('withdraw', userId, `${method.method}|${amount}`);
      const result = await sendWithdrawal({ amount, method: method.method, idempotencyKey });
      if (!result.success && isUnsettled(result)) {
        // The backend may have acted: the key stays for the same withdrawal sent again.
        setStage({ kind: 'unsettled', amount });
      } else {
        actionKeys.settle('withdraw', idempotencyKey);
        setStage(result.success ? { kind: 'done', amount } : { kind: 'failed', amount, failure: result });
      }
      // Spec 4: the balance data is asked for again after confirming, whatever the answer (a 121 means it moved).
      void refresh().finally(() => setFresh(true));
    } finally {
      inFlight.current = false;
    }
  }

  const submit = handleSubmit(async (values) => {
    const amount = withdrawAmountOf(values.amount);
    if (amount === null || started.current || inFlight.current || stage.kind !== 'form') return;
    if (withdrawSubmit({ amount, cash: init.cashBalance, cashReserve: init.cashReserve }).kind !== 'ready') return;
    started.current = true;
    if (losesSomething(atStake)) {
      setAsked(amount);
      setStage({ kind: 'confirm', amount });
    }
    else await send(amount);
  });

  /** Back to the form: after a success it starts empty; after a failure it keeps what was typed. */
  const back = (clear: boolean) => {
    if (clear) reset({ amount: '' });
    started.current = false;
    cameBack.current = true;
    setStage({ kind: 'form' });
  };

  if (stage.kind === 'done') return <WithdrawSuccess amount={stage.amount} fresh={fresh} onBack={() => back(true)} />;
  if (stage.kind === 'failed') {
    return <WithdrawFailure amount={stage.amount} failure={stage.failure} bounds={bounds} available={fresh ? withdrawable : null} onBack={() => back(false)} />;
  }
  if (stage.kind === 'unsettled') {
    const { amount } = stage;
    return <WithdrawUnsettled amount={amount} fresh={fresh} onRetry={() => void send(amount)} onBack={() => back(false)} />;
  }

  // While the withdrawal is under way the form stays where it was, its button busy: the second
  // click of a double click lands on it, not on whatever a smaller spinner would uncover.
  const sending = stage.kind === 'sending';
  const reasonId = `${idPrefix}-reason`;
  const confirming = stage.kind === 'confirm' ? stage.amount : null;
  const askedAmount = asked === null ? '' : formatAmount(asked, locale);
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate data-testid="withdraw-form">
      <TextField
        id={`${idPrefix}-amount`}
        label={t('account:withdraw.amount')}
        hint={t('forms:limitRange', { min: formatMoney(bounds.min, locale), max: formatMoney(bounds.max, locale) })}
        inputMode="decimal"
        autoComplete="off"
        maxLength={WITHDRAW_INPUT_MAX_LENGTH}
        required
        error={formState.errors.amount?.message}
        readOnly={sending}
        {...register('amount', {
          // The button stays disabled for what is no amount (spec 5), so no submit shows the field's
          // message: a character no amount has ("abc") shows it as it is typed, and the message
          // follows the typing until the field is left (an amount being typed, "12.", is not told off).
          onChange: (event: { target: { value: string } }) => {
            if (neverAnAmount(event.target.value) || formState.errors.amount) void trigger('amount');
          },
        })}
      />
      <Submit>
        <Button
          $variant="primary"
          type="submit"
          // Disabled by the rule; busy while sending, so it keeps focus (the confirmation gives it back) and ignores presses.
          disabled={state.kind !== 'ready'}
          $busy={sending}
          aria-describedby={reason ? reasonId : undefined}
          data-testid="withdraw-submit"
          data-reason={state.kind}
        >
          {t('account:withdraw.submit')}
        </Button>
        {/* Always in the page, so "Sending…" is announced when it arrives in it. */}
        <div role="status">{sending ? <SpinnerLine label={t('account:withdraw.sending', { amount: formatAmount(stage.amount, locale) })} testId="withdraw-sending" /> : null}</div>
        {reason ? (
          <Reason id={reasonId} data-testid="withdraw-reason">
            {reason}
          </Reason>
        ) : null}
        {state.kind === 'reserveUnknown' ? (
          <Button $variant="secondary" onClick={onRecheck}>
            {t('account:withdraw.checkAgain')}
          </Button>
        ) : null}
      </Submit>
      <ConfirmDialog
        open={confirming !== null}
        title={t('account:withdraw.confirm.title')}
        confirmLabel={t('account:withdraw.confirm.confirm', { amount: askedAmount })}
        cancelLabel={t('account:withdraw.confirm.cancel')}
        onConfirm={() => {
          if (confirming !== null) void send(confirming);
        }}
        onCancel={() => {
          // A press on the closing confirmation (after Confirm) changes nothing.
          if (stage.kind !== 'confirm' || inFlight.current) return;
          started.current = false;
          setStage({ kind: 'form' });
        }}
        testId="withdraw-confirm"
      >
        <p>{t('account:withdraw.confirm.intro', { amount: askedAmount })}</p>
        <ul data-testid="withdraw-at-stake">
          {atStake.promo > 0 ? <li>{t('account:withdraw.confirm.promo', { amount: formatMoney(atStake.promo, locale, 'EUR', { fixed: true }) })}</li> : null}
          {atStake.freeSpins === null ? (
            <li>{t('account:withdraw.confirm.freeSpinsUnknown')}</li>
          ) : atStake.freeSpins.count > 0 ? (
            <li>
              {atStake.freeSpins.spins === null
                ? t('account:withdraw.confirm.freeSpins', { count: atStake.freeSpins.count })
                : t('account:withdraw.confirm.freeSpinsWithSpins', { count: atStake.freeSpins.count, spins: t('account:withdraw.confirm.spinCount', { count: atStake.freeSpins.spins }) })}
            </li>
          ) : null}
        </ul>
        <p>{t('account:withdraw.confirm.question')}</p>
      </ConfirmDialog>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${theme.space(4)};
`;

const Submit = styled.div`
  display: grid;
  gap: ${theme.space(2)};
`;

const Reason = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  font-size: 14px;
`;
