import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useTranslation } from 'react-i18next';
import { useMemo, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import styled from 'styled-components';
import { lazyCall } from '@/api/lazy';
import type { ApiError } from '@/api/errors';
import { isTimeout } from '@/api/timeouts';
import { keptAffiliateReference } from '@/data/content/affiliate';
import { errorKey } from '@/lib/error-messages';
import { PHONE_MAX_LENGTH } from '@/lib/validation';
import { RouteLink, useLocale } from '@/routes/RouteLink';
import { submitOnce } from '@/ui/form/submit-once';
import { ApiErrorNotice } from '@/ui/ApiErrorNotice';
import { Button } from '@/ui/Button';
import { RequiredNote } from '@/ui/form/FieldFrame';
import { CheckboxField } from '@/ui/form/CheckboxField';
import { SelectField } from '@/ui/form/SelectField';
import { useDeferredForm } from '@/ui/form/deferred-form';
import { TextField } from '@/ui/form/TextField';
import { Notice } from '@/ui/Notice';
import { registrationSchema, type RegistrationValues } from './registration-schema';
import { useReturnPath } from './return-path';
import { clearOfHeader, focusShown } from '@/ui/form/focus-shown';
import { PAGE_COLUMN } from '@/ui/CentredPage';
import { theme } from '@/ui/theme';

const registerPlayer = lazyCall('session', 'registerPlayer');
const TEXT_FIELDS = ['firstName', 'lastName', 'nickName'] as const;
const ADDRESS_FIELDS = ['address', 'houseNumber', 'zipCode', 'city'] as const;
/** Spec 8: duplicate data. On the email, the address already has an account. */
const DUPLICATE_DATA = 180;
const EMAIL_TAKEN = 'auth:register.emailTaken';
/**
 * The phone input's limit. The rule's PHONE_MAX_LENGTH holds for the number without the spaces,
 * hyphens and brackets people group it with (`phoneField`), so the input leaves room for them:
 * "+358 (40) 123-45 67" is 19 characters.
 */
const PHONE_TYPED_MAX_LENGTH = PHONE_MAX_LENGTH + 8;

/**
 * Registration with every field of spec 7.1; a field the server refuses shows its error there.
 * Every field the schema requires says so (all but the house number and the promo code).
 * No default values for react-hook-form: the form may be typed into before it hydrates
 * (`deferredForm`), and react-hook-form keeps what the inputs hold only for fields without one.
 * The country's default is the select's own, so the server renders it too.
 */
export function RegistrationForm() {
  const { t } = useTranslation(['auth', 'forms', 'common']);
  const locale = useLocale();
  const returnPath = useReturnPath();
  const schema = useMemo(() => registrationSchema(new Date()), []);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<RegistrationValues>({
    resolver: standardSchemaResolver(schema),
    mode: 'onTouched',
  });
  const deferred = useDeferredForm();
  const err = (name: keyof RegistrationValues) => formState.errors[name]?.message;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await registerPlayer({ ...values, language: locale, affiliateReference: keptAffiliateReference() });
    if (result.success) {
      setDone(true);
      return;
    }
    const field = typeof result.params?.field === 'string' ? result.params.field : null;
    const emailTaken = result.errorCode === DUPLICATE_DATA && field === 'email';
    if (field && field in values) setError(field as Path<RegistrationValues>, { message: emailTaken ? EMAIL_TAKEN : errorKey(result.errorCode) }, { shouldFocus: true });
    setFailure(result);
  });

  if (done) {
    return (
      <Notice tone="success">
        <DoneTitle ref={focusShown} tabIndex={-1}>
          {t('auth:register.doneTitle')}
        </DoneTitle>
        <p>{t('auth:register.done')}</p>
        <p>
          {t('auth:register.doneLogin')} <RouteLink to="login" query={{ redirectUrl: returnPath }}>{t('auth:forgot.toLogin')}</RouteLink>
        </p>
      </Notice>
    );
  }
  return (
    <>
      <Intro>{t('auth:register.intro')}</Intro>
      <RequiredNote />
      <Form {...deferred} onSubmit={submitOnce(formState.isSubmitting, submit)} noValidate>
        <Fieldset>
          <legend>{t('auth:register.account')}</legend>
          <TextField label={t('auth:login.email')} type="email" autoComplete="email" required error={err('email')} {...register('email')} />
          {/* Right after the field, so the next Tab from it reaches these links. */}
          {err('email') === EMAIL_TAKEN ? (
            <TakenHelp data-testid="email-taken">
              <p>{t('auth:register.emailTakenHelp')}</p>
              <RouteLink to="login" query={{ redirectUrl: returnPath }}>{t('auth:login.submit')}</RouteLink>
              <RouteLink to="forgotPassword">{t('auth:login.forgotPassword')}</RouteLink>
            </TakenHelp>
          ) : null}
          <TextField label={t('auth:register.password')} type="password" autoComplete="new-password" required hint={t('auth:register.passwordHint')} error={err('password')} {...register('password')} />
          <TextField label={t('auth:register.confirmPassword')} type="password" autoComplete="new-password" required error={err('confirmPassword')} {...register('confirmPassword')} />
        </Fieldset>
        <Fieldset>
          <legend>{t('auth:register.personal')}</legend>
          {TEXT_FIELDS.map((name) => (
            <TextField key={name} label={t(`auth:register.${name}`)} autoComplete={name === 'nickName' ? 'nickname' : name === 'firstName' ? 'given-name' : 'family-name'} required error={err(name)} {...register(name)} />
          ))}
          <TextField label={t('auth:register.birthDate')} hint={t('forms:dateHint')} inputMode="decimal" autoComplete="bday" required error={err('birthDate')} {...register('birthDate')} />
          <TextField label={t('auth:register.phoneNumber')} type="tel" autoComplete="tel" inputMode="tel" maxLength={PHONE_TYPED_MAX_LENGTH} required hint={t('auth:register.phoneHint')} error={err('phoneNumber')} {...register('phoneNumber')} />
        </Fieldset>
        <Fieldset>
          <legend>{t('auth:register.address')}</legend>
          <SelectField
            label={t('auth:register.country')}
            options={[
              { value: 'FIN', label: t('auth:register.countryFIN') },
              { value: 'EST', label: t('auth:register.countryEST') },
            ]}
            defaultValue={locale === 'et' ? 'EST' : 'FIN'}
            required
            error={err('country')}
            {...register('country')}
          />
          {ADDRESS_FIELDS.map((name) => (
            <TextField key={name} label={t(`auth:register.${name === 'address' ? 'street' : name}`)} required={name !== 'houseNumber'} error={err(name)} {...register(name)} />
          ))}
          <TextField label={t('auth:register.promoCode')} error={err('promoCode')} {...register('promoCode')} />
        </Fieldset>
        <CheckboxField label={t('auth:register.ageChecked')} required error={err('ageChecked')} {...register('ageChecked')} />
        <CheckboxField label={t('auth:register.policyChecked')} required error={err('policyChecked')} {...register('policyChecked')} />
        <CheckboxField label={t('auth:register.privacyPolicyChecked')} required error={err('privacyPolicyChecked')} {...register('privacyPolicyChecked')} />
        {/* The account may exist after all: a plain "try again" would then meet "email taken". */}
        {failure && isTimeout(failure) ? (
          <Notice tone="highlight" testId="registration-unsure">
            <p>{t('auth:register.timedOut')}</p>
          </Notice>
        ) : failure ? (
          <ApiErrorNotice error={failure} />
        ) : null}
        <Button $variant="primary" type="submit" $busy={formState.isSubmitting}>
          {formState.isSubmitting ? t('auth:register.submitting') : t('auth:register.submit')}
        </Button>
      </Form>
    </>
  );
}

const DoneTitle = styled.h2`
  margin: 0 0 ${theme.space(2)};
  font-size: 20px;
  ${clearOfHeader}
`;

const TakenHelp = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space(1)};
  margin-top: calc(-1 * ${theme.space(2)});
  p { margin: 0; }
`;

const Intro = styled.p`
  color: ${theme.color.muted};
  max-width: ${PAGE_COLUMN.registration};
`;

const Form = styled.form`
  display: grid;
  gap: ${theme.space(5)};
  max-width: ${PAGE_COLUMN.registration};
`;

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${theme.space(4)};
  margin: 0;
  padding: ${theme.space(4)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  legend { padding: 0 ${theme.space(2)}; font-weight: 700; }
`;
