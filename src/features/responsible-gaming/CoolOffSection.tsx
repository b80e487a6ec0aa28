import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Section as RgSection } from './Section';
import { isTimeout } from '@/api/timeouts';
import type { ApiError } from '@/api/errors';
import { startCoolOff, useRefreshLimits } from '@/data/limits/limits-mutation';
import { serverNow } from '@/lib/clock';
import { formatLongDate } from '@/lib/format-date';
import { COOL_OFF_DAYS, coolOffEnd, coolOffInForce, isCoolOffDays, type LimitsCoolOff } from '@/lib/rules/limits';
import { useLocale } from '@/routes/RouteLink';
import { Button } from '@/ui/Button';
import { ErrorText } from '@/ui/form/FieldFrame';
import { Notice } from '@/ui/Notice';
import { theme } from '@/ui/theme';
import { CoolOffPassword } from './CoolOffPassword';
import { startedCoolOff, type StartedCoolOff } from './cool-off-end';
import { coolOffSchema, WRONG_PASSWORD, type CoolOffValues } from './limit-schema';
import { SaveFailed } from '@/ui/save-messages';
import { SelfExclusionHelp } from './SelfExclusionHelp';

type Props = { coolOff: LimitsCoolOff | null; level: 2 | 3 };

/**
 * Spec 2.3, 4, 5: the cool-off block. A player in a cool-off sees when it ends (or only that it
 * is in force, when the backend sent it as a flag, with no end); anyone else
 * chooses 1, 3 or 7 days, reads what will happen, confirms with the password, and sees the
 * end time: the answer's, else the refreshed limits', else (neither says it) the estimate from
 * the days chosen, worded "about". A wrong password shows wrongPassword at the field, with what
 * was typed kept.
 */
export function CoolOffSection({ coolOff, level }: Props) {
  const { t } = useTranslation(['limits', 'forms', 'common']);
  const locale = useLocale();
  const id = useId();
  const Heading = `h${level}` as const;
  const SubHeading = `h${level + 1}` as 'h3' | 'h4';
  const refresh = useRefreshLimits();
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const [started, setStarted] = useState<StartedCoolOff | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const inFlight = useRef(false);
  const confirmTitle = useRef<HTMLHeadingElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const { register, handleSubmit, formState, trigger, watch, setError, setFocus } = useForm<CoolOffValues>({
    resolver: standardSchemaResolver(coolOffSchema),
    mode: 'onSubmit',
    defaultValues: { days: '', password: '' },
  });
  const days = Number(watch('days'));

  useEffect(() => {
    if (step === 'confirm') confirmTitle.current?.focus();
  }, [step]);
  useEffect(() => {
    if (started) result.current?.focus();
  }, [started]);

  const inForce = coolOffInForce(coolOff, serverNow());
  // The end the backend named (the answer's, else the limits'), else the estimate from the days chosen.
  const named = started && !started.estimated ? new Date(started.until) : (inForce?.until ?? null);
  const end = named ?? (started ? new Date(started.until) : null);
  if (started || inForce) {
    return (
      <Section aria-labelledby={`${id}-title`} data-testid="cool-off">
        <Heading id={`${id}-title`}>{t('coolOff.title')}</Heading>
        <div ref={result} tabIndex={-1}>
          <Notice tone={started ? 'success' : 'highlight'} testId="cool-off-active">
            {end ? (
              <>
                <p>{t(!started ? 'coolOff.active' : named ? 'coolOff.started' : 'coolOff.startedAbout', { date: formatLongDate(end, locale) })}</p>
                <p>{t('coolOff.activeDetail')}</p>
              </>
            ) : (
              <>
                <p>{t('coolOff.activeNoEnd')}</p>
                <p>{t('coolOff.activeDetailNoEnd')}</p>
              </>
            )}
          </Notice>
        </div>
        <SelfExclusionHelp />
      </Section>
    );
  }

  const next = async () => {
    if (await trigger('days')) setStep('confirm');
  };

  const submit = handleSubmit(async (values) => {
    const chosen = Number(values.days);
    if (!isCoolOffDays(chosen) || inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    try {
      const answer = await startCoolOff(chosen, values.password);
      if (!answer.success) {
        if (answer.errorCode === WRONG_PASSWORD) setError('password', { type: 'server', message: 'limits:coolOff.wrongPassword' }, { shouldFocus: true });
        else setFailure(answer);
        // A cool-off the backend may have started all the same shows as soon as it is known.
        if (isTimeout(answer)) void refresh();
        return;
      }
      setStarted(startedCoolOff(answer.data.coolOffUntil, chosen));
      await refresh();
    } finally {
      inFlight.current = false;
    }
  });

  const daysError = formState.errors.days?.message;
  return (
    <Section aria-labelledby={`${id}-title`} data-testid="cool-off">
      <Heading id={`${id}-title`}>{t('coolOff.title')}</Heading>
      <p>{t('coolOff.intro')}</p>
      <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
        <Days aria-describedby={daysError ? `${id}-days-error` : undefined} data-invalid={daysError ? 'true' : undefined}>
          <legend>{t('coolOff.days')}</legend>
          {COOL_OFF_DAYS.map((count) => (
            <label key={count}>
              <input type="radio" value={String(count)} {...register('days')} />
              {t('coolOff.day', { count })}
            </label>
          ))}
          {daysError ? (
            <ErrorText id={`${id}-days-error`} role="alert">
              {t(daysError)}
            </ErrorText>
          ) : null}
        </Days>
        {step === 'choose' ? (
          <div>
            <Button $variant="primary" onClick={() => void next()} data-testid="cool-off-continue">
              {t('coolOff.continue')}
            </Button>
          </div>
        ) : (
          <Confirm data-testid="cool-off-confirm">
            <SubHeading ref={confirmTitle} tabIndex={-1}>
              {t('coolOff.confirmTitle')}
            </SubHeading>
            <p>{t('coolOff.confirmText', { days: t('coolOff.day', { count: days }), date: formatLongDate(coolOffEnd(serverNow(), days), locale) })}</p>
            <CoolOffPassword id={`${id}-password`} error={formState.errors.password?.message} field={register('password')} />
            {failure ? (
              <Notice tone="error" testId="cool-off-failed">
                <SaveFailed failure={failure} unsure />
              </Notice>
            ) : null}
            <Actions>
              <Button $variant="primary" type="submit" $busy={formState.isSubmitting} data-testid="cool-off-submit">
                {formState.isSubmitting ? t('coolOff.submitting') : t('coolOff.submit')}
              </Button>
              <Button
                $variant="secondary"
                $busy={formState.isSubmitting}
                onClick={() => {
                  setStep('choose');
                  setFailure(null);
                  requestAnimationFrame(() => setFocus('days'));
                }}
              >
                {t('coolOff.back')}
              </Button>
            </Actions>
          </Confirm>
        )}
      </Form>
      <SelfExclusionHelp />
    </Section>
  );
}

const Section = styled(RgSection)`
  [tabindex='-1']:focus { outline: none; }
`;

const Form = styled.form`
  display: grid;
  gap: ${theme.space(3)};
`;

const Days = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)} ${theme.space(4)};
  margin: 0;
  padding: ${theme.space(3)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  &[data-invalid='true'] { border-color: ${theme.color.danger}; }
  legend { padding: 0 ${theme.space(1)}; font-weight: 600; font-size: 14px; }
  label { display: flex; align-items: center; gap: ${theme.space(2)}; min-height: 44px; cursor: pointer; }
  input { width: 20px; height: 20px; accent-color: ${theme.color.primary}; }
  p { flex-basis: 100%; }
`;

const Confirm = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  padding: ${theme.space(4)};
  border: 1px solid ${theme.color.primary};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceRaised};
  h3, h4 { margin: 0; font-size: 17px; }
  p { margin: 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;
