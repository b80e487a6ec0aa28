import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApiError } from '@/api/errors';
import { sendVerificationEmail, updatePlayerFields, useReloadPlayer, validateEmail, verifyEmailShortCode } from '@/data/player/account-mutation';
import { EMAIL_PATTERN } from '@/lib/validation';
import { Button } from '@/ui/Button';
import { Hint } from '@/ui/form/FieldFrame';
import { TextField } from '@/ui/form/TextField';
import { applyServerErrors, type ServerErrorFields } from '@/ui/form/server-errors';
import { theme } from '@/ui/theme';
import { TimedNotice } from '@/ui/TimedNotice';
import { Actions, Form, Section, SubmitButton, useSaveNotice } from './parts';
import { emailChangeSchema, emailCodeSchema, type EmailChangeValues, type EmailCodeValues } from './settings-schemas';

const SERVER_FIELDS: ServerErrorFields<EmailChangeValues> = { 180: 'email', 195: 'email' };
/** 195: the code is not the one sent (or none is waiting), as for the SMS code. */
const WRONG_CODE = 195;

type Step = { kind: 'change' } | { kind: 'code'; email: string };
type Outcome = { onFailed: (failure: ApiError, lead?: string) => void; onStart: () => void };

/**
 * Spec 5, 7.1, 8: a new email address, checked by the server, saved, and confirmed with a code
 * sent to it, as the phone number is (spec 4): validate, update, send the code, a 5 s notice,
 * reload the player; then the code, a 5 s notice, reload. The player's data does not say
 * whether an address is confirmed (spec 3), so the current one can be sent a code at any time:
 * that is where a player told "verify your email first" (219) does it. The change button is
 * enabled only while the address matches the pattern; a failure that is not at a field shows
 * its code (an HTTP status such as 429 as itself).
 */
export function EmailForm({ current }: { current: string | null }) {
  const { t } = useTranslation(['settings', 'forms', 'errors', 'common']);
  const id = useId();
  const { notice, done, failedWithCode, clear } = useSaveNotice();
  const [step, setStep] = useState<Step>({ kind: 'change' });
  const [sending, setSending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);
  const go = (next: Step) => {
    moved.current = true;
    setStep(next);
  };

  /** sendVerificationEmail takes no address: the code goes to the one the player has now. */
  const sendCode = async (email: string) => {
    clear();
    setSending(true);
    const sent = await sendVerificationEmail();
    setSending(false);
    if (!sent.success) {
      failedWithCode(sent, t('email.notSent'));
      return;
    }
    done(t('email.sent', { email }));
    go({ kind: 'code', email });
  };

  return (
    <Section aria-labelledby={`${id}-title`} data-testid="email-change">
      <h3 id={`${id}-title`} ref={step.kind === 'change' ? heading : undefined} tabIndex={-1}>
        {t('email.title')}
      </h3>
      <p data-testid="email-current">{current ? t('email.current', { email: current }) : t('email.none')}</p>
      {step.kind === 'code' ? (
        <Part role="group" aria-labelledby={`${id}-code`} data-testid="email-code">
          <h4 id={`${id}-code`} ref={heading} tabIndex={-1}>
            {t('email.codeTitle')}
          </h4>
          <p>{t('email.codeIntro', { email: step.email })}</p>
          <CodeForm
            onStart={clear}
            onFailed={failedWithCode}
            onResent={() => done(t('email.sent', { email: step.email }))}
            onConfirmed={() => {
              done(t('email.verified', { email: step.email }));
              go({ kind: 'change' });
            }}
            onChangeAddress={() => go({ kind: 'change' })}
          />
        </Part>
      ) : (
        <>
          <ChangeForm
            labelledBy={`${id}-title`}
            onStart={clear}
            onFailed={failedWithCode}
            onChanged={(email, notSent) => {
              if (notSent) {
                failedWithCode(notSent, t('email.changedNotSent', { email }));
                return;
              }
              done(t('email.changedSent', { email }));
              go({ kind: 'code', email });
            }}
          />
          {current ? (
            <Part>
              <p id={`${id}-verify`}>{t('email.verifyIntro')}</p>
              <div>
                <Button
                  $variant="secondary"
                  onClick={() => void sendCode(current)}
                  disabled={sending}
                  aria-busy={sending}
                  aria-describedby={`${id}-verify`}
                  data-testid="email-verify"
                >
                  {sending ? t('email.sending') : t('email.verify')}
                </Button>
              </div>
            </Part>
          ) : null}
        </>
      )}
      <TimedNotice notice={notice} testId="email-notice" />
    </Section>
  );
}

/**
 * The new address: the server's check, the update, then the code to it. `notSent` is the
 * sending's failure once the address is already changed.
 */
function ChangeForm({ labelledBy, onStart, onFailed, onChanged }: Outcome & { labelledBy: string; onChanged: (email: string, notSent: ApiError | null) => void }) {
  const { t } = useTranslation(['settings', 'forms', 'errors', 'common']);
  const id = useId();
  const reload = useReloadPlayer();
  const { register, handleSubmit, formState, setError, watch, reset } = useForm<EmailChangeValues>({
    resolver: standardSchemaResolver(emailChangeSchema),
    defaultValues: { email: '' },
  });
  const matches = EMAIL_PATTERN.test(watch('email').trim());

  const submit = handleSubmit(async ({ email }) => {
    onStart();
    const answer = await validateEmail(email).then((checked) => (checked.success ? updatePlayerFields({ email }) : checked));
    if (!answer.success) {
      if (!applyServerErrors(setError, answer, SERVER_FIELDS)) onFailed(answer);
      return;
    }
    reset();
    const sent = await sendVerificationEmail();
    await reload();
    onChanged(email, sent.success ? null : sent);
  });

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={labelledBy}>
      <TextField id={`${id}-email`} label={t('email.field')} type="email" autoComplete="email" required error={formState.errors.email?.message} {...register('email')} />
      <SubmitButton
        busy={formState.isSubmitting}
        disabled={!matches}
        describedBy={matches ? undefined : `${id}-why`}
        label={t('email.submit')}
        busyLabel={t('saving')}
        testId="email-save"
      />
      {matches ? null : <Hint id={`${id}-why`}>{t('email.disabledHint')}</Hint>}
    </Form>
  );
}

function CodeForm({
  onStart,
  onFailed,
  onConfirmed,
  onResent,
  onChangeAddress,
}: Outcome & { onConfirmed: () => void; onResent: () => void; onChangeAddress: () => void }) {
  const { t } = useTranslation(['settings', 'forms', 'common']);
  const id = useId();
  const reload = useReloadPlayer();
  const [resending, setResending] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<EmailCodeValues>({ resolver: standardSchemaResolver(emailCodeSchema), defaultValues: { code: '' } });

  const submit = handleSubmit(async ({ code }) => {
    onStart();
    const verified = await verifyEmailShortCode(code);
    if (!verified.success) {
      if (verified.errorCode === WRONG_CODE) setError('code', { type: 'server', message: 'settings:email.wrongCode' }, { shouldFocus: true });
      else onFailed(verified);
      return;
    }
    await reload();
    onConfirmed();
  });

  const resend = async () => {
    onStart();
    setResending(true);
    const answer = await sendVerificationEmail();
    setResending(false);
    if (answer.success) onResent();
    else onFailed(answer, t('email.notSent'));
  };

  const busy = formState.isSubmitting || resending;
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label={t('email.codeTitle')}>
      <TextField
        id={`${id}-code`}
        label={t('email.code')}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        error={formState.errors.code?.message}
        {...register('code')}
      />
      <Actions>
        <SubmitButton busy={formState.isSubmitting} label={t('email.confirm')} busyLabel={t('email.confirming')} testId="email-confirm" />
        <Button $variant="secondary" onClick={() => void resend()} disabled={busy} aria-busy={resending}>
          {t('email.resend')}
        </Button>
        <Button $variant="ghost" onClick={onChangeAddress} disabled={busy}>
          {t('email.changeAddress')}
        </Button>
      </Actions>
    </Form>
  );
}

/** A step inside the email section: its own heading, a line under it, its form. */
const Part = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  h4 { margin: 0; font-size: 16px; }
  > p { margin: 0; color: ${theme.color.muted}; }
`;
