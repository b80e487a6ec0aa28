import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import * as z from 'zod/mini';
import { lazyCall } from '@/api/lazy';
import type { ApiError } from '@/api/errors';
import { birthDateField, emailField, passwordField, passwordsMatch, requiredField } from '@/lib/form-rules';
import { RouteLink } from '@/routes/RouteLink';
import { ApiErrorNotice } from '@/ui/ApiErrorNotice';
import { Button } from '@/ui/Button';
import { useDeferredForm } from '@/ui/form/deferred-form';
import { clearOfHeader, focusShown } from '@/ui/form/focus-shown';
import { submitOnce } from '@/ui/form/submit-once';
import { TextField } from '@/ui/form/TextField';
import { Notice } from '@/ui/Notice';
import { PAGE_COLUMN } from '@/ui/CentredPage';
import { theme } from '@/ui/theme';

const modifyForgotPassword = lazyCall('session', 'modifyForgotPassword');
const triggerForgotPassword = lazyCall('session', 'triggerForgotPassword');
const triggerSchema = z.object({ email: emailField(), birthDate: birthDateField() });
const modifySchema = z.object({ password: passwordField(), confirmPassword: requiredField() }).check(passwordsMatch());

/** Asks for the reset link: email and date of birth (spec 7.1 triggerForgotPassword). */
export function RequestLinkForm() {
  const { t } = useTranslation(['auth', 'forms']);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState } = useForm<z.infer<typeof triggerSchema>>({ resolver: standardSchemaResolver(triggerSchema), mode: 'onTouched' });
  const deferred = useDeferredForm();
  const submit = handleSubmit(async ({ email, birthDate }) => {
    setFailure(null);
    const result = await triggerForgotPassword(email, birthDate);
    if (result.success) setSent(true);
    else setFailure(result);
  });
  if (sent) {
    return (
      <Notice tone="success">
        <Shown ref={focusShown} tabIndex={-1}>{t('auth:forgot.sent')}</Shown>
      </Notice>
    );
  }
  return (
    <Form {...deferred} onSubmit={submitOnce(formState.isSubmitting, submit)} noValidate>
      <Intro>{t('auth:forgot.intro')}</Intro>
      <TextField label={t('auth:login.email')} type="email" autoComplete="email" required error={formState.errors.email?.message} {...register('email')} />
      <TextField label={t('auth:forgot.birthDate')} hint={t('forms:dateHint')} inputMode="decimal" autoComplete="bday" required error={formState.errors.birthDate?.message} {...register('birthDate')} />
      {failure ? <ApiErrorNotice error={failure} /> : null}
      <Button $variant="primary" type="submit" $busy={formState.isSubmitting}>
        {t('auth:forgot.send')}
      </Button>
    </Form>
  );
}

/** Sets the new password with the code from the link (spec 7.1 modifyForgotPassword). */
export function NewPasswordForm({ code }: { code: string }) {
  const { t } = useTranslation(['auth', 'forms']);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState } = useForm<z.infer<typeof modifySchema>>({ resolver: standardSchemaResolver(modifySchema), mode: 'onTouched' });
  const deferred = useDeferredForm();
  const submit = handleSubmit(async ({ password, confirmPassword }) => {
    setFailure(null);
    const result = await modifyForgotPassword(code, password, confirmPassword);
    if (result.success) setSaved(true);
    else setFailure(result);
  });
  if (saved) {
    return (
      <Form as="div">
        <Notice tone="success">
          <Shown ref={focusShown} tabIndex={-1}>{t('auth:forgot.saved')}</Shown>
        </Notice>
        <RouteLink to="login">{t('auth:forgot.toLogin')}</RouteLink>
      </Form>
    );
  }
  return (
    <Form {...deferred} onSubmit={submitOnce(formState.isSubmitting, submit)} noValidate>
      <TextField label={t('auth:forgot.newPassword')} type="password" autoComplete="new-password" required hint={t('auth:register.passwordHint')} error={formState.errors.password?.message} {...register('password')} />
      <TextField label={t('auth:forgot.confirmPassword')} type="password" autoComplete="new-password" required error={formState.errors.confirmPassword?.message} {...register('confirmPassword')} />
      {failure ? <ApiErrorNotice error={failure} /> : null}
      <Button $variant="primary" type="submit" $busy={formState.isSubmitting}>
        {t('auth:forgot.save')}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${theme.space(4)};
  max-width: ${PAGE_COLUMN.form};
`;

/* Its own class, not a rule on the form's paragraphs: the field errors are paragraphs too and
   would lose their danger colour to it. */
const Intro = styled.p`
  margin: 0;
  color: ${theme.color.muted};
`;

/** What replaces a done form: it takes the focus the submit button had, clear of the sticky header. */
const Shown = styled.p`
  ${clearOfHeader}
`;
