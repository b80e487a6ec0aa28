import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { COOL_OFF_CODE } from '@/api/errors';
import type { PaymentMethod } from '@/api/schemas/payment';
import { keptAffiliateReference } from '@/data/content/affiliate';
import { depositWithStoredDetails, startDeposit, useRefreshAfterDeposit } from '@/data/wallet/deposit-mutation';
import { allowedPaymentUrl } from '@/lib/external-url';
import { formatMoney } from '@/lib/format';
import { toWire, type Cents } from '@/lib/money';
import { DEPOSIT_INPUT_MAX_LENGTH, depositLanguage } from '@/lib/rules/deposit';
import type { Locale } from '@/routes/href';
import { useCurrentPath, useLocale } from '@/routes/RouteLink';
import { depositCampaign, useDepositCampaign } from '@/state/deposit-campaign';
import { useProfile } from '@/state/profile';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { CheckboxField } from '@/ui/form/CheckboxField';
import { SelectField } from '@/ui/form/SelectField';
import { TextField } from '@/ui/form/TextField';
import { theme } from '@/ui/theme';
import { usePageRestored } from '@/ui/use-page-restored';
import { isUnsettled } from '@/api/idempotency';
import { actionKeys } from '@/api/action-keys';
import { DepositCampaignsOffer } from './DepositCampaignsOffer';
import { DepositFailure, DepositUnsettled, type DepositProblem } from './DepositFailure';
import { depositReturn, withDepositPanel } from './deposit-return';
import { leaveFor } from '@/lib/leave-site';
import { depositAmountOf, depositSchema, type AmountProblem, type DepositValues } from './deposit-schema';
import { PaymentProviderLogo } from './PaymentProviderLogo';
import { wrappingButtons } from './wrapping-buttons';

/**
 * An amount as the field shows it: whole euros without decimals ("50"), cents without a
 * trailing zero and with the page's decimal mark ("1234,5", "1234.5"), so any amount that could
 * be typed fits the field's 6 characters again (the field reads either mark).
 */
const typed = (amount: Cents, locale: Locale) => {
  const text = toWire(amount).replace(/\.00$/, '').replace(/(\.\d)0$/, '$1');
  return locale === 'en' ? text : text.replace('.', ',');
};

/**
 * The stored account's masked number ("FI•• •••• •••• 1002") as one word: its groups' spaces
 * as no-break spaces, so a phone's line never breaks inside the number.
 */
const keepWhole = (label: string) => label.replace(/ /g, '\u00a0');

type Props = {
  method: PaymentMethod;
  quick: readonly Cents[];
  /** The logged-in player's id; null for a new customer (spec 6), who has no session. */
  userId: number | null;
  /**
   * The amount of a deposit that did not go through, when the player tries it again (from its
   * result, also after coming back from the provider): the form starts from it, with focus on it.
   */
  retryAmount?: Cents | null;
  /** The form has taken `retryAmount`: the panel forgets it. */
  onRetryTaken?: () => void;
  idPrefix?: string;
  /**
   * A deposit with stored details whose redirectUrl leads back to this site (no provider step)
   * is kept like any other and its result shown here, in place: following the link would take
   * the player off the page they deposited from (a game, an article) to where the backend points.
   */
  onSettledHere?: () => void;
};

/**
 * The deposit form (spec 2.3, 4, 5): quick amounts, a free amount, the stored details or the
 * provider's page, and one call per click. On success the tab remembers the deposit (spec 4)
 * and the browser leaves for the provider's redirectUrl, if it is on the allowlist. A new
 * customer (spec 6, 7.1) also gives the country and accepts the terms and the privacy policy;
 * their 115 is shown as 108 (spec 8). A deposit with stored details that gets no definite
 * answer (a lost answer, a timeout, a 5xx) may have been charged: the form says so, shows the
 * balance as asked for again and offers the same deposit again, which carries the same
 * idempotency key even after the panel was closed (@/api/action-keys).
 */
export function DepositForm({ method, quick, userId, retryAmount = null, onRetryTaken, idPrefix = 'deposit', onSettledHere }: Props) {
  const { t } = useTranslation(['account', 'forms', 'errors', 'auth']);
  const newCustomer = userId === null;
  // A player deposits from where they live (spec 3), whatever the page's language: the backend
  // holds the deposit to the player's own country.
  const recorded = useProfile().player?.country;
  const playerCountry = recorded === 'FIN' || recorded === 'EST' ? recorded : undefined;
  const locale = useLocale();
  const currentPath = useCurrentPath();
  const money = (amount: Cents) => formatMoney(amount, locale);
  // A campaign chosen in the campaigns panel: its minimum deposit raises the method's.
  const campaign = useDepositCampaign();
  const bounds = { min: campaign && campaign.minDepositAmount > method.minAmount ? campaign.minDepositAmount : method.minAmount, max: method.maxAmount };
  const stored = method.storedData[0] ?? null;
  const schema = useMemo(
    () => depositSchema(bounds, (problem: AmountProblem) => t(problem.key, problem.amount === undefined ? {} : { amount: formatMoney(problem.amount, locale) })),
    // The bounds are numbers of the method; t and locale change together with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [bounds.min, bounds.max, t, locale],
  );
  const { register, handleSubmit, formState, setValue, watch, setFocus } = useForm<DepositValues>({
    resolver: standardSchemaResolver(schema),
    mode: 'onTouched',
    // A player accepted the terms and the privacy policy when registering; a new customer ticks
    // them here. The country starts as the locale's (as the bank login's does, spec 9).
    defaultValues: {
      amount: retryAmount === null ? '' : typed(retryAmount, locale),
      payWith: stored ? 'stored' : 'provider',
      country: depositLanguage(locale),
      policyChecked: !newCustomer,
      privacyPolicyChecked: !newCustomer,
    },
  });
  const [problem, setProblem] = useState<DepositProblem | null>(null);
  const [leaving, setLeaving] = useState(false);
  // Back from the provider's page to this one kept whole by the browser: the button is the
  // player's again (with the deposit kept, the panel shows it instead, ./DepositPanel.tsx).
  usePageRestored(useCallback(() => setLeaving(false), []));
  const refresh = useRefreshAfterDeposit();
  const [fresh, setFresh] = useState(false);
  // One click, one call: a second press while the first is under way does nothing, even
  // before React has re-rendered the button as busy.
  const inFlight = useRef(false);
  const amountText = watch('amount');
  const payWith = watch('payWith');
  // The "Try again" that brought the form back is gone: focus goes to the amount it starts from,
  // once (another method's form, mounted by a change of method, starts empty as before).
  const retrying = useRef(retryAmount !== null);
  useEffect(() => {
    if (!retrying.current) return;
    setFocus('amount');
    onRetryTaken?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [setFocus]);

  const submit = handleSubmit(async (values) => {
    const amount = depositAmountOf(values.amount);
    if (inFlight.current || leaving || amount === null) return;
    inFlight.current = true;
    // An unknown outcome stays on screen while its retry is under way: its button keeps focus
    // and shows it is busy.
    setProblem((shown) => (shown?.kind === 'unsettled' ? shown : null));
    try {
      const useStored = values.payWith === 'stored' && stored !== null;
      const campaignId = campaign?.campaignId;
      // The same deposit whichever way the panel was opened (from a campaign or the header).
      const signature = `${method.method}|${amount}|${useStored ? stored.reference : 'provider'}|${newCustomer ? values.country : ''}`;
      const idempotencyKey = actionKeys.keyFor('deposit', userId, signature);
      // A new customer comes back to this page with the deposit panel open on the result: the
      // shell opens a kept deposit only for a player (src/root/PlayerOverlay.tsx), and a
      // ?panel= link costs a visitor's first load nothing.
      const returnUrl = `${window.location.origin}${newCustomer ? withDepositPanel(currentPath()) : currentPath()}`;
      // A deposit with stored details has no provider step to ask about afterwards: no token.
      const result = useStored
        ? await depositWithStoredDetails({ amount, method: method.method, storedDetailReference: stored.reference, returnUrl, idempotencyKey, campaignId })
        : await startDeposit({
            amount,
            method: method.method,
            locale,
            returnUrl,
            idempotencyKey,
            campaignId,
            ...(newCustomer
              ? { country: values.country, policyChecked: values.policyChecked, privacyPolicyChecked: values.privacyPolicyChecked, affiliateReference: keptAffiliateReference() }
              : { country: playerCountry }),
          });
      if (!result.success) {
        // Without a definite answer the key stays for the same deposit sent again.
        if (!isUnsettled(result)) actionKeys.settle('deposit', idempotencyKey);
        // initDeposit only opens the provider's page, so nothing can have been charged yet;
        // confirmDeposit charges the stored details at once.
        if (useStored && isUnsettled(result)) {
          setFresh(false);
          setProblem({ kind: 'unsettled', amount, typed: values.amount });
          void refresh().finally(() => setFresh(true));
        } else {
          setProblem({ kind: 'api', failure: result, stored: useStored });
        }
        return;
      }
      actionKeys.settle('deposit', idempotencyKey);
      const target = allowedPaymentUrl(result.data.redirectUrl, { self: window.location.origin });
      if (!target) {
        setProblem({ kind: 'redirect' });
        return;
      }
      await depositReturn.save({ amount, token: 'token' in result.data && typeof result.data.token === 'string' ? result.data.token : null, userId });
      if (useStored && onSettledHere && new URL(target).origin === window.location.origin) {
        onSettledHere();
        return;
      }
      setLeaving(true);
      leaveFor(target);
    } finally {
      inFlight.current = false;
    }
  });

  const busy = formState.isSubmitting || leaving;
  // Refused for a cool-off: every deposit is until it ends, so the button no longer asks for another.
  const coolOff = problem?.kind === 'api' && problem.failure.errorCode === COOL_OFF_CODE;
  const chosen = depositAmountOf(amountText);
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-describedby={problem ? `${idPrefix}-problem` : undefined} data-testid="deposit-form">
      {campaign ? (
        <Notice tone="info" live={false} testId="deposit-campaign">
          <p>{t('account:deposit.campaign', { title: campaign.title, amount: money(campaign.minDepositAmount) })}</p>
          <WithoutCampaign>
            <Button $variant="secondary" onClick={depositCampaign.clear}>
              {t('account:deposit.withoutCampaign')}
            </Button>
          </WithoutCampaign>
        </Notice>
      ) : null}
      <Quick role="group" aria-label={t('account:deposit.quickAmounts')}>
        {quick.map((amount) => (
          <Button
            key={amount}
            $variant={chosen === amount ? 'primary' : 'secondary'}
            aria-pressed={chosen === amount}
            onClick={() => setValue('amount', typed(amount, locale), { shouldValidate: true, shouldTouch: true })}
          >
            {money(amount)}
          </Button>
        ))}
      </Quick>
      <TextField
        id={`${idPrefix}-amount`}
        label={t('account:deposit.amount')}
        hint={t('forms:limitRange', { min: money(bounds.min), max: money(bounds.max) })}
        inputMode="decimal"
        autoComplete="off"
        maxLength={DEPOSIT_INPUT_MAX_LENGTH}
        required
        error={formState.errors.amount?.message}
        {...register('amount')}
      />
      {newCustomer ? (
        <>
          <SelectField
            id={`${idPrefix}-country`}
            label={t('auth:register.country')}
            options={[
              { value: 'FIN', label: t('auth:register.countryFIN') },
              { value: 'EST', label: t('auth:register.countryEST') },
            ]}
            required
            error={formState.errors.country?.message}
            {...register('country')}
          />
          <CheckboxField
            id={`${idPrefix}-policy`}
            label={t('auth:register.policyChecked')}
            required
            error={formState.errors.policyChecked?.message}
            {...register('policyChecked')}
          />
          <CheckboxField
            id={`${idPrefix}-privacy`}
            label={t('auth:register.privacyPolicyChecked')}
            required
            error={formState.errors.privacyPolicyChecked?.message}
            {...register('privacyPolicyChecked')}
          />
        </>
      ) : null}
      {stored ? (
        <Choice>
          <legend>{t('account:deposit.payWith')}</legend>
          <label>
            <input type="radio" value="stored" {...register('payWith')} />
            {stored.label ? t('account:deposit.storedLabel', { label: keepWhole(stored.label) }) : t('account:deposit.stored')}
          </label>
          <label>
            <input type="radio" value="provider" {...register('payWith')} />
            {t('account:deposit.provider')}
          </label>
        </Choice>
      ) : null}
      {problem?.kind === 'unsettled' ? (
        <div id={`${idPrefix}-problem`}>
          <DepositUnsettled
            amount={problem.amount}
            fresh={fresh}
            busy={busy}
            onRetry={() => {
              // The deposit whose outcome is unknown, whatever the fields say now.
              setValue('amount', problem.typed);
              setValue('payWith', 'stored');
              void submit();
            }}
          />
        </div>
      ) : problem ? (
        <div id={`${idPrefix}-problem`}>
          <DepositFailure
            problem={problem}
            bounds={bounds}
            context={newCustomer ? 'newCustomerDeposit' : 'default'}
            onFixAmount={() => setFocus('amount')}
            onUseProvider={() => {
              setValue('payWith', 'provider');
              setProblem(null);
            }}
          />
        </div>
      ) : null}
      <Button
        $variant="primary"
        type="submit"
        $busy={busy}
        $unavailable={coolOff}
        data-testid="deposit-submit"
      >
        {leaving
          ? t('account:deposit.redirecting')
          : formState.isSubmitting
            ? t('account:deposit.submitting')
            : payWith === 'stored' && stored
              ? t('account:deposit.submitStored')
              : t('account:deposit.submit')}
      </Button>
      <PaymentProviderLogo />
      {/* Last: the campaigns' list may answer after the form shows, and coming in above it, the
          offer moved the quick amounts under a tap on its way. */}
      {campaign ? null : <DepositCampaignsOffer enabled={!newCustomer} />}
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  /* Its column is the panel's width: no label or button widens the form past a phone's sidebar. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(4)};
`;

/** "Deposit without the campaign" wraps in a phone's sidebar (et: "Tee sissemakse ilma kampaaniata"). */
const WithoutCampaign = styled.p`
  ${wrappingButtons}
`;

const Quick = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${theme.space(2)};
`;

const Choice = styled.fieldset`
  display: grid;
  gap: ${theme.space(2)};
  margin: 0;
  padding: ${theme.space(3)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  legend { padding: 0 ${theme.space(1)}; font-weight: 600; font-size: 14px; }
  label { display: flex; align-items: center; gap: ${theme.space(2)}; min-height: 32px; cursor: pointer; }
  input { width: 20px; height: 20px; accent-color: ${theme.color.primary}; }
`;
