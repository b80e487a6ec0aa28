import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/ui/form/TextField';

type Props = {
  id: string;
  /** A translation key: required, or wrongPassword after a 109. */
  error: string | undefined;
  field: UseFormRegisterReturn<'password'>;
};

/** The password that confirms a cool-off: the limits screen's and the quick stop's. */
export function CoolOffPassword({ id, error, field }: Props) {
  const { t } = useTranslation('limits');
  return (
    <TextField
      id={id}
      label={t('limits:coolOff.password')}
      hint={t('limits:coolOff.passwordHint')}
      type="password"
      autoComplete="current-password"
      required
      error={error}
      {...field}
    />
  );
}
