import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { sendVerificationSms, updatePlayerFields, useReloadPlayer, validatePhone, verifySmsShortCode } from '@/data/player/account-mutation';
import { useProfile } from '@/state/profile';
import { Button } from '@/ui/Button';
import { Hint } from '@/ui/form/FieldFrame';
import { TextField } from '@/ui/form/TextField';
import type { ServerErrorFields } from '@/ui/form/server-errors';
import { theme } from '@/ui/theme';
import { TimedNotice } from '@/ui/TimedNotice';
import { CodeForm } from './CodeForm';
import { Actions, checkThenChange, Form, Section, Stack, SubmitButton, useSaveNotice, type OnFailed } from './parts';
import { phoneSchema, type PhoneValues } from './settings-schemas';

/** The number and whether it is confirmed ("confirmed number", spec 4). */
export function PhoneStatus({ phoneNumber, verified }: { phoneNumber: string | null; verified: boolean }) {
  const { t } = useTranslation('settings');
  if (!phoneNumber) return <p data-testid="phone-status">{t('phone.none')}</p>;
  return (
    <Status data-testid="phone-status">
      <span>{phoneNumber}</span> <Tag data-verified={verified}>{t(verified ? 'phone.confirmed' : 'phone.unconfirmed')}</Tag>
    </Status>
  );
}

/** Refusals of the number: 195 at the field; 180 is the phone step's generic failure (spec 8). */
const NUMBER_FIELDS: ServerErrorFields<PhoneValues> = { 195: 'phoneNumber' };

type Step = { kind: 'status' } | { kind: 'number' } | { kind: 'code'; phoneNumber: string };

/**
 * Spec 2.4 "phone", 4 "Phone verification": send a code (validate the number, save it, send
 * the SMS, a 5 s notice, reload the player), then type the code and confirm it (SMS consent
 * set, a 5 s notice, reload). A confirmed number can be replaced by a new one the same way.
 * "Send code" waits for a valid number (spec 5); a failure that is not at a field shows its
 * code, an HTTP status such as 429 as itself (spec 8).
 */
export function PhonePanel() {
  const { t } = useTranslation('settings');
  const { player } = useProfile();
  const id = useId();
  const [step, setStep] = useState<Step | null>(null);
  const { notice, done, failedWithCode, clear } = useSaveNotice();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);
  if (!player) return null;

  const verified = player.phoneNumberVerified && player.phoneNumber !== null;
  const shown: Step = step ?? (verified ? { kind: 'status' } : { kind: 'number' });
  const go = (next: Step) => {
    moved.current = true;
    setStep(next);
  };

  return (
    <Stack data-testid="phone-panel">
      <Section aria-labelledby={`${id}-status`}>
        {/* Back to the status after a confirmed number: focus lands on it, not on <body>. */}
        <h3 id={`${id}-status`} ref={shown.kind === 'status' ? heading : undefined} tabIndex={-1}>
          {t('phone.current')}
        </h3>
        <PhoneStatus phoneNumber={player.phoneNumber} verified={verified} />
        {shown.kind === 'status' ? (
          <div>
            <Button $variant="secondary" onClick={() => go({ kind: 'number' })} data-testid="phone-new">
              {t('phone.confirmNew')}
            </Button>
          </div>
        ) : null}
      </Section>
      {shown.kind === 'number' ? (
        <Section aria-labelledby={`${id}-step`}>
          <h3 id={`${id}-step`} ref={heading} tabIndex={-1}>
            {t('phone.sendTitle')}
          </h3>
          <p>{t('phone.sendIntro')}</p>
          <NumberForm
            initial={verified ? '' : (player.phoneNumber ?? '')}
            onSent={(phoneNumber) => {
              done(t('phone.sent', { phone: phoneNumber }));
              go({ kind: 'code', phoneNumber });
            }}
            onFailed={failedWithCode}
            onStart={clear}
            onCancel={verified ? () => go({ kind: 'status' }) : undefined}
          />
        </Section>
      ) : null}
      {shown.kind === 'code' ? (
        <Section aria-labelledby={`${id}-step`}>
          <h3 id={`${id}-step`} ref={heading} tabIndex={-1}>
            {t('phone.codeTitle')}
          </h3>
          <p>{t('phone.codeIntro', { phone: shown.phoneNumber })}</p>
          <CodeForm
            text={{
              title: t('phone.codeTitle'),
              label: t('phone.code'),
              confirm: t('phone.confirm'),
              confirming: t('phone.confirming'),
              resend: t('phone.resend'),
              another: t('phone.changeNumber'),
              wrongCode: 'settings:phone.wrongCode',
              maybeUsed: 'settings:phone.codeMaybeUsed',
              notSent: t('phone.notSent'),
            }}
            testId="phone-confirm"
            verify={verifySmsShortCode}
            resend={sendVerificationSms}
            // Spec 4: a confirmed number is consent to SMS.
            afterVerify={() => updatePlayerFields({ receiveSms: true })}
            confirmedIn={(answered) => answered.phoneNumberVerified && answered.phoneNumber === shown.phoneNumber}
            onConfirmed={() => {
              done(t('phone.verified', { phone: shown.phoneNumber }));
              go({ kind: 'status' });
            }}
            onFailed={failedWithCode}
            onStart={clear}
            onAnother={() => go({ kind: 'number' })}
            onResent={() => done(t('phone.sent', { phone: shown.phoneNumber }))}
          />
        </Section>
      ) : null}
      <TimedNotice notice={notice} testId="phone-notice" />
    </Stack>
  );
}

type Outcome = { onFailed: OnFailed; onStart: () => void };

function NumberForm({ initial, onSent, onFailed, onStart, onCancel }: Outcome & { initial: string; onSent: (phoneNumber: string) => void; onCancel?: () => void }) {
  const { t } = useTranslation(['settings', 'forms', 'errors', 'common']);
  const id = useId();
  const reload = useReloadPlayer();
  const { register, handleSubmit, formState, setError, watch } = useForm<PhoneValues>({ resolver: standardSchemaResolver(phoneSchema), defaultValues: { phoneNumber: initial } });
  // Spec 5: the confirmation button needs a valid number, by the rule the submit checks.
  const valid = phoneSchema.safeParse({ phoneNumber: watch('phoneNumber') }).success;

  const submit = handleSubmit(async ({ phoneNumber }) => {
    onStart();
    const changed = await checkThenChange(() => validatePhone(phoneNumber), () => updatePlayerFields({ phoneNumber }), { setError, fields: NUMBER_FIELDS, onFailed, reload });
    if (!changed) return;
    const sent = await sendVerificationSms();
    // The number is saved either way: the status above shows it.
    await reload();
    if (sent.success) onSent(phoneNumber);
    else onFailed(sent, { lead: t('phone.notSent') });
  });

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label={t('phone.sendTitle')}>
      <TextField
        id={`${id}-number`}
        label={t('phone.field')}
        hint={t('phone.fieldHint')}
        type="tel"
        autoComplete="tel"
        required
        error={formState.errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      <Actions>
        <SubmitButton
          busy={formState.isSubmitting}
          disabled={!valid}
          describedBy={valid ? undefined : `${id}-why`}
          label={t('phone.send')}
          busyLabel={t('phone.sending')}
          testId="phone-send"
        />
        {onCancel ? (
          <Button $variant="ghost" onClick={onCancel} $busy={formState.isSubmitting}>
            {t('phone.cancel')}
          </Button>
        ) : null}
      </Actions>
      {valid ? null : <Hint id={`${id}-why`}>{t('phone.disabledHint')}</Hint>}
    </Form>
  );
}

const Status = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
  margin: 0;
  font-size: 17px;
  font-weight: 600;
`;

const Tag = styled.span`
  padding: 2px ${theme.space(2)};
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.color.border};
  &[data-verified='true'] { border-color: ${theme.color.success}; }
  font-size: 13px;
  font-weight: 600;
`;
