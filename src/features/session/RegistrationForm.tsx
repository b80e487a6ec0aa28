import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useTranslation } from 'react-i18next';
import { useMemo, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import styled from 'styled-components';
import { lazyCall } from '@/api/lazy';
import type { ApiError } from '@/api/errors';
import { keptAffiliateReference } from '@/data/content/affiliate';
import { errorKey } from '@/lib/error-messages';
import { useLocale } from '@/routes/RouteLink';
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
import { theme } from '@/ui/theme';

const registerPlayer = lazyCall('session', 'registerPlayer');
const TEXT_FIELDS = ['firstName', 'lastName', 'nickName'] as const;
const ADDRESS_FIELDS = ['address', 'houseNumber', 'zipCode', 'city'] as const;

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
    if (field && field in values) setError(field as Path<RegistrationValues>, { message: errorKey(result.errorCode) }, { shouldFocus: true });
    setFailure(result);
  });

  if (done) {
    return (
      <Notice tone="success">
        <p>{t('auth:register.done')}</p>
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
          <TextField label={t('auth:register.password')} type="password" autoComplete="new-password" required hint={t('auth:register.passwordHint')} error={err('password')} {...register('password')} />
          <TextField label={t('auth:register.confirmPassword')} type="password" autoComplete="new-password" required error={err('confirmPassword')} {...register('confirmPassword')} />
        </Fieldset>
        <Fieldset>
          <legend>{t('auth:register.personal')}</legend>
          {TEXT_FIELDS.map((name) => (
            <TextField key={name} label={t(`auth:register.${name}`)} autoComplete={name === 'nickName' ? 'nickname' : name === 'firstName' ? 'given-name' : 'family-name'} required error={err(name)} {...register(name)} />
          ))}
          <TextField label={t('auth:register.birthDate')} type="date" autoComplete="bday" required error={err('birthDate')} {...register('birthDate')} />
          <TextField label={t('auth:register.phoneNumber')} type="tel" autoComplete="tel" inputMode="tel" maxLength={16} required hint={t('auth:register.phoneHint')} error={err('phoneNumber')} {...register('phoneNumber')} />
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
        {failure ? <ApiErrorNotice error={failure} /> : null}
        <Button $variant="primary" type="submit" $busy={formState.isSubmitting}>
          {formState.isSubmitting ? t('auth:register.submitting') : t('auth:register.submit')}
        </Button>
      </Form>
    </>
  );
}

const Intro = styled.p`
  color: ${theme.color.muted};
  max-width: 640px;
`;

const Form = styled.form`
  display: grid;
  gap: ${theme.space(5)};
  max-width: 640px;
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
