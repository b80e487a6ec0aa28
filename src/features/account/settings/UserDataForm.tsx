import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/api/errors';
import type { Player } from '@/api/schemas/player';
import { updatePlayerFields, useReloadPlayer } from '@/data/player/account-mutation';
import { errorKey } from '@/lib/error-messages';
import { USER_DATA_FIELDS, type UserDataField } from '@/lib/rules/account';
import { TextField } from '@/ui/form/TextField';
import { TimedNotice } from '@/ui/TimedNotice';
import { Form, Section, SubmitButton, useSaveNotice } from './parts';
import { userDataSchema, type UserDataValues } from './settings-schemas';

/**
 * The field a refusal is about: 195 names its field (params.field), and so may 180 (duplicate
 * data). A 180 that names none is the new nickname in use when the nickname is what changed;
 * otherwise it stays the form's message, blaming no field the player left alone.
 */
function refusedField(failure: ApiError, nickChanged: boolean): UserDataField | undefined {
  const named = USER_DATA_FIELDS.find((field) => field === failure.params?.field);
  if (failure.errorCode === 180) return named ?? (nickChanged ? 'nickName' : undefined);
  return failure.errorCode === 195 ? named : undefined;
}

const AUTOCOMPLETE: Record<UserDataField, string> = {
  nickName: 'nickname',
  firstName: 'given-name',
  lastName: 'family-name',
  address: 'street-address',
  zipCode: 'postal-code',
  city: 'address-level2',
};

/**
 * The player's details (spec 7.1 updateFields, spec 5): nickname, name and address, saved
 * together with a 5 s message. A refusal shows at its field, and what was typed stays.
 */
export function UserDataForm({ player }: { player: Player }) {
  const { t } = useTranslation(['settings', 'forms', 'common']);
  const id = useId();
  const reload = useReloadPlayer();
  const { notice, saved, failed, clear } = useSaveNotice();
  const { register, handleSubmit, formState, setError } = useForm<UserDataValues>({
    resolver: standardSchemaResolver(userDataSchema),
    defaultValues: Object.fromEntries(USER_DATA_FIELDS.map((field) => [field, player[field]])) as UserDataValues,
  });

  const submit = handleSubmit(async (values) => {
    clear();
    const answer = await updatePlayerFields(values);
    if (!answer.success) {
      const field = refusedField(answer, values.nickName !== player.nickName);
      if (field) setError(field, { type: 'server', message: errorKey(answer.errorCode) }, { shouldFocus: true });
      failed(answer);
      return;
    }
    saved();
    await reload();
  });

  return (
    <Section aria-labelledby={`${id}-title`} data-testid="user-data">
      <h3 id={`${id}-title`}>{t('user.title')}</h3>
      <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
        {USER_DATA_FIELDS.map((field) => (
          <TextField
            key={field}
            id={`${id}-${field}`}
            label={t(`user.${field}`)}
            hint={field === 'nickName' ? t('user.nickHint') : undefined}
            autoComplete={AUTOCOMPLETE[field]}
            inputMode={field === 'zipCode' ? 'numeric' : undefined}
            required
            error={formState.errors[field]?.message}
            {...register(field)}
          />
        ))}
        <SubmitButton busy={formState.isSubmitting} label={t('user.save')} busyLabel={t('saving')} testId="user-data-save" />
        <TimedNotice notice={notice} testId="user-data-notice" />
      </Form>
    </Section>
  );
}
