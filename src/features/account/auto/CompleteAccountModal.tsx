import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useTranslation } from 'react-i18next';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { ApiError } from '@/api/errors';
import { useReloadPlayer } from '@/data/player/account-mutation';
import { completeAccount, type CompletionStep } from '@/data/player/complete-account';
import { recordMarketingPrompt } from '@/data/player/marketing-prompt';
import { countryCodesIn, internationalNumber } from '@/lib/country-codes';
import { trackEvent } from '@/lib/data-layer';
import { displayedCode, errorKey } from '@/lib/error-messages';
import { useLocale } from '@/routes/RouteLink';
import { ApiErrorWithCode } from '@/ui/ApiErrorWithCode';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { DialogTitle } from '@/ui/dialog-title';
import { ModalActions } from '@/ui/modal-parts';
import { RequiredNote } from '@/ui/form/FieldFrame';
import { SelectField } from '@/ui/form/SelectField';
import { TextField } from '@/ui/form/TextField';
import { theme } from '@/ui/theme';
import { completeAccountSchema, type CompleteAccountValues } from './complete-account-schema';

const TITLE_ID = 'complete-account-title';

/** The field a failing step's error shows at; the last two steps belong to no one field. */
const FIELD_OF: Record<CompletionStep, keyof CompleteAccountValues | null> = {
  nickName: 'nickName',
  email: 'email',
  phone: 'phone',
  password: 'password',
  account: null,
  sms: null,
};
/** A refused field of the completing call (its params.field) as the form's field. */
const PARAM_FIELDS: Record<string, keyof CompleteAccountValues> = { nickName: 'nickName', email: 'email', phoneNumber: 'phone' };

/**
 * The complete-account modal (spec 2.3, 4, 5): a bank-login player without an email adds a
 * nickname, email, phone and password. The calls run in the spec's order; a failure shows at
 * its field with its code, and everything typed stays.
 */
export function CompleteAccountModal({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t } = useTranslation(['account', 'auth', 'forms', 'errors']);
  const locale = useLocale();
  const refreshPlayer = useReloadPlayer();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const options = useMemo(() => countryCodesIn(locale).map(({ entry, name }) => ({ value: entry.dialCode, label: `${name} ${entry.dialCode}` })), [locale]);
  const { register, handleSubmit, formState, setError } = useForm<CompleteAccountValues>({
    resolver: standardSchemaResolver(completeAccountSchema),
    // Checked on submit, then as the player corrects: leaving a field for "Not now" shows no
    // error, whose new line would move the button from under the finger.
    mode: 'onSubmit',
    defaultValues: { dialCode: locale === 'et' ? '+372' : '+358' },
  });
  const err = (name: keyof CompleteAccountValues) => formState.errors[name]?.message;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await completeAccount({ ...values, phoneNumber: internationalNumber(values.dialCode, values.phone) });
    if (result.ok) {
      recordMarketingPrompt(userId);
      trackEvent({ event: 'registration', status: 'complete' });
      await refreshPlayer();
      onClose();
      return;
    }
    const { step, error } = result;
    const param = typeof error.params?.field === 'string' ? PARAM_FIELDS[error.params.field] : undefined;
    const field = FIELD_OF[step] ?? param ?? null;
    const message = `${t(errorKey(error.errorCode, 'accountCompletion'))} ${t('errors:code', { code: displayedCode(error.errorCode, 'accountCompletion') })}`;
    if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
    else setFailure(error);
  });

  const busy = formState.isSubmitting;
  return (
    <Dialog open onClose={onClose} labelledBy={TITLE_ID} automatic testId="complete-account-modal">
      <Form onSubmit={submit} noValidate aria-busy={busy}>
        <DialogTitle id={TITLE_ID}>{t('account:completeAccount.title')}</DialogTitle>
        <p>{t('account:completeAccount.intro')}</p>
        <RequiredNote />
        <TextField label={t('auth:register.nickName')} autoComplete="nickname" required error={err('nickName')} {...register('nickName')} />
        <TextField label={t('auth:login.email')} type="email" autoComplete="email" required error={err('email')} {...register('email')} />
        <Phone>
          <SelectField label={t('account:completeAccount.dialCode')} autoComplete="tel-country-code" options={options} error={err('dialCode')} {...register('dialCode')} />
          <TextField
            label={t('auth:register.phoneNumber')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            hint={t('account:completeAccount.phoneHint')}
            error={err('phone')}
            {...register('phone')}
          />
        </Phone>
        <TextField label={t('auth:register.password')} type="password" autoComplete="new-password" required hint={t('auth:register.passwordHint')} error={err('password')} {...register('password')} />
        <TextField label={t('auth:register.confirmPassword')} type="password" autoComplete="new-password" required error={err('confirmPassword')} {...register('confirmPassword')} />
        {failure ? <ApiErrorWithCode error={failure} context="accountCompletion" /> : null}
        <ModalActions>
          <Button type="submit" $variant="primary" $busy={busy}>
            {busy ? t('account:completeAccount.working') : t('account:completeAccount.submit')}
          </Button>
          <Button type="button" $variant="secondary" $busy={busy} onClick={onClose}>
            {t('account:completeAccount.later')}
          </Button>
        </ModalActions>
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${theme.space(4)};
  padding: ${theme.space(6)};
  p { margin: 0; }
`;

const Phone = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${theme.space(3)};
  align-items: start;
  ${theme.media.narrow} {
    grid-template-columns: 1fr;
  }
`;
