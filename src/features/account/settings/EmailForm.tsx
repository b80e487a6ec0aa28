import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { updatePlayerFields, useReloadPlayer, validateEmail } from '@/data/player/account-mutation';
import { EMAIL_PATTERN } from '@/lib/validation';
import { Hint } from '@/ui/form/FieldFrame';
import { TextField } from '@/ui/form/TextField';
import { applyServerErrors, type ServerErrorFields } from '@/ui/form/server-errors';
import { TimedNotice } from '@/ui/TimedNotice';
import { Form, Section, SubmitButton, useSaveNotice } from './parts';
import { emailChangeSchema, type EmailChangeValues } from './settings-schemas';

const SERVER_FIELDS: ServerErrorFields<EmailChangeValues> = { 180: 'email', 195: 'email' };
const TOO_MANY = 429;

/**
 * Spec 5, 7.5: a new email address, checked by the server, then saved. The button is enabled
 * only while the address matches the pattern; a 429 shows the status text.
 */
export function EmailForm({ current }: { current: string | null }) {
  const { t } = useTranslation(['settings', 'forms', 'errors', 'common']);
  const id = useId();
  const reload = useReloadPlayer();
  const { notice, done, failed, clear } = useSaveNotice();
  const { register, handleSubmit, formState, setError, watch } = useForm<EmailChangeValues>({
    resolver: standardSchemaResolver(emailChangeSchema),
    defaultValues: { email: '' },
  });
  const matches = EMAIL_PATTERN.test(watch('email').trim());

  const submit = handleSubmit(async ({ email }) => {
    clear();
    const answer = await validateEmail(email).then((checked) => (checked.success ? updatePlayerFields({ email }) : checked));
    if (!answer.success) {
      if (answer.errorCode === TOO_MANY) failed(answer, <p>{t('email.rateLimited', { status: answer.error })}</p>);
      else if (!applyServerErrors(setError, answer, SERVER_FIELDS)) failed(answer);
      return;
    }
    done(t('email.changed', { email }));
    await reload();
  });

  return (
    <Section aria-labelledby={`${id}-title`} data-testid="email-change">
      <h3 id={`${id}-title`}>{t('email.title')}</h3>
      <p data-testid="email-current">{current ? t('email.current', { email: current }) : t('email.none')}</p>
      <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
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
        <TimedNotice notice={notice} testId="email-notice" />
      </Form>
    </Section>
  );
}
