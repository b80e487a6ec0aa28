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
import type { ServerErrorFields } from '@/ui/form/server-errors';
import { theme } from '@/ui/theme';
import { TimedNotice } from '@/ui/TimedNotice';
import { useBusy } from '@/ui/use-busy';
import { CodeForm } from './CodeForm';
import { checkThenChange, Form, Section, SubmitButton, useSaveNotice, type OnFailed } from './parts';
import { emailChangeSchema, type EmailChangeValues } from './settings-schemas';

const SERVER_FIELDS: ServerErrorFields<EmailChangeValues> = { 180: 'email', 195: 'email' };

type Step = { kind: 'change' } | { kind: 'code'; email: string };
type Outcome = { onFailed: OnFailed; onStart: () => void };

/**
 * Spec 5, 7.1, 8: a new email address, checked by the server, saved, and confirmed with a code
 * sent to it, as the phone number is (spec 4): validate, update, send the code, a 5 s notice,
 * reload the player; then the code, a 5 s notice, reload. The player's data does not say
 * whether an address is confirmed (spec 3), so the current one can be sent a code at any time:
 * that is where a player told "verify your email first" (219) does it. The change button is
 * enabled only while the address matches the pattern; a failure that is not at a field shows
 * its code (an HTTP status such as 429 as itself). One of the change and the sending runs at a
 * time: a code sent to the old address that answered after a change to a new one would move
 * the panel to a code step naming the old address.
 */
export function EmailForm({ current }: { current: string | null }) {
  const { t } = useTranslation(['settings', 'forms', 'errors', 'common']);
  const id = useId();
  const { notice, done, failedWithCode, clear } = useSaveNotice();
  const [step, setStep] = useState<Step>({ kind: 'change' });
  const [changing, runChange] = useBusy();
  const [sending, runSend] = useBusy();
  const busy = changing || sending;
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
  const sendCode = (email: string) =>
    runSend(async () => {
      clear();
      const sent = await sendVerificationEmail();
      if (!sent.success) {
        failedWithCode(sent, { lead: t('email.notSent') });
        return;
      }
      done(t('email.sent', { email }));
      go({ kind: 'code', email });
    });

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
            text={{
              title: t('email.codeTitle'),
              label: t('email.code'),
              confirm: t('email.confirm'),
              confirming: t('email.confirming'),
              resend: t('email.resend'),
              another: t('email.changeAddress'),
              wrongCode: 'settings:email.wrongCode',
              maybeUsed: 'settings:email.codeMaybeUsed',
              notSent: t('email.notSent'),
            }}
            testId="email-confirm"
            verify={verifyEmailShortCode}
            resend={sendVerificationEmail}
            onStart={clear}
            onFailed={failedWithCode}
            onResent={() => done(t('email.sent', { email: step.email }))}
            onConfirmed={() => {
              done(t('email.verified', { email: step.email }));
              go({ kind: 'change' });
            }}
            onAnother={() => go({ kind: 'change' })}
          />
        </Part>
      ) : (
        <>
          <ChangeForm
            labelledBy={`${id}-title`}
            changing={changing}
            blocked={sending}
            run={runChange}
            onStart={clear}
            onFailed={failedWithCode}
            onChanged={(email, notSent) => {
              if (notSent) {
                failedWithCode(notSent, { lead: t('email.changedNotSent', { email }) });
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
                  $busy={busy}
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
 * sending's failure once the address is already changed. The section runs it through `run`
 * (`changing` while it does) and holds it (`blocked`) while its other action runs.
 */
function ChangeForm({
  labelledBy,
  changing,
  blocked,
  run,
  onStart,
  onFailed,
  onChanged,
}: Outcome & {
  labelledBy: string;
  changing: boolean;
  blocked: boolean;
  run: (action: () => Promise<unknown>) => Promise<void>;
  onChanged: (email: string, notSent: ApiError | null) => void;
}) {
  const { t } = useTranslation(['settings', 'forms', 'errors', 'common']);
  const id = useId();
  const reload = useReloadPlayer();
  const { register, handleSubmit, formState, setError, watch, reset } = useForm<EmailChangeValues>({
    resolver: standardSchemaResolver(emailChangeSchema),
    defaultValues: { email: '' },
  });
  const matches = EMAIL_PATTERN.test(watch('email').trim());

  const submit = handleSubmit(({ email }) =>
    run(async () => {
      onStart();
      const changed = await checkThenChange(() => validateEmail(email), () => updatePlayerFields({ email }), { setError, fields: SERVER_FIELDS, onFailed, reload });
      if (!changed) return;
      reset();
      const sent = await sendVerificationEmail();
      await reload();
      onChanged(email, sent.success ? null : sent);
    }),
  );

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={labelledBy}>
      <TextField id={`${id}-email`} label={t('email.field')} type="email" autoComplete="email" required error={formState.errors.email?.message} {...register('email')} />
      <SubmitButton
        busy={changing}
        disabled={!matches || blocked}
        describedBy={matches ? undefined : `${id}-why`}
        label={t('email.submit')}
        busyLabel={t('saving')}
        testId="email-save"
      />
      {matches ? null : <Hint id={`${id}-why`}>{t('email.disabledHint')}</Hint>}
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
