import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { updatePassword } from '@/data/player/account-mutation';
import { SaveFailed } from '@/ui/save-messages';
import { TextField } from '@/ui/form/TextField';
import { applyServerErrors, type ServerErrorFields } from '@/ui/form/server-errors';
import { TimedNotice } from '@/ui/TimedNotice';
import { Form, Section, SubmitButton, useSaveNotice } from './parts';
import { passwordChangeSchema, type PasswordChangeValues } from './settings-schemas';

/** Where the backend's refusals belong (spec 8): 109 is the old password here, 213 the confirmation. */
const SERVER_FIELDS: ServerErrorFields<PasswordChangeValues> = { 109: 'oldPassword', 1001: 'password', 195: 'password', 213: 'confirmPassword' };

const EMPTY: PasswordChangeValues = { oldPassword: '', password: '', confirmPassword: '' };

/** Spec 5 "Change password": the current password, the new one twice; emptied once changed. */
export function PasswordForm() {
  const { t } = useTranslation(['settings', 'forms', 'errors', 'common']);
  const id = useId();
  const { notice, saved, failed, clear } = useSaveNotice();
  const { register, handleSubmit, formState, setError, reset } = useForm<PasswordChangeValues>({
    resolver: standardSchemaResolver(passwordChangeSchema),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (values) => {
    clear();
    const answer = await updatePassword(values.oldPassword, values.password, values.confirmPassword);
    if (!answer.success) {
      if (!applyServerErrors(setError, answer, SERVER_FIELDS, 'passwordPanel')) failed(answer, <SaveFailed failure={answer} unsure={t('password.unsure')} />);
      return;
    }
    reset(EMPTY);
    saved(t('password.changed'));
  });

  const field = (name: keyof PasswordChangeValues, autoComplete: string, hint?: string) => (
    <TextField
      id={`${id}-${name}`}
      label={t(`password.${name}`)}
      hint={hint}
      type="password"
      autoComplete={autoComplete}
      required
      error={formState.errors[name]?.message}
      {...register(name)}
    />
  );

  return (
    <Section aria-labelledby={`${id}-title`} data-testid="password-change">
      <h3 id={`${id}-title`}>{t('password.title')}</h3>
      <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
        {field('oldPassword', 'current-password')}
        {field('password', 'new-password', t('password.hint'))}
        {field('confirmPassword', 'new-password')}
        <SubmitButton busy={formState.isSubmitting} label={t('password.submit')} busyLabel={t('saving')} testId="password-save" />
        <TimedNotice notice={notice} testId="password-notice" />
      </Form>
    </Section>
  );
}
