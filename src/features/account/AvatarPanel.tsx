import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useTranslation } from 'react-i18next';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import * as z from 'zod/mini';
import { failureOf } from '@/data/core/failure';
import { useAvatarQuery } from '@/data/player/avatar-query';
import { useSaveAvatar } from '@/data/player/avatar-mutation';
import { AVATARS, avatarFor, isAvatarId } from '@/lib/avatars';
import { errorKey } from '@/lib/error-messages';
import { Button } from '@/ui/Button';
import { ErrorText } from '@/ui/form/FieldFrame';
import { LoadFailed } from '@/ui/LoadFailed';
import { TimedNotice } from '@/ui/TimedNotice';
import { theme } from '@/ui/theme';
import { useTimedNotice } from '@/ui/use-timed-notice';

type AvatarValues = { avatar: string };

const avatarSchema = z.object({
  avatar: z.string().check(z.refine((value) => isAvatarId(Number(value)), { error: 'documents:avatar.chooseOne' })),
});

/**
 * Spec 2.4 "avatar": the brand's 12 or 29 avatars (src/lib/avatars.ts) as one radio group,
 * saved with setAvatar (second API); the saved one shows at once in the profile panel and
 * the account corner (useSaveAvatar writes the cache). An id the app does not know shows as
 * avatar 1, which is then the one checked.
 */
export function AvatarPanel() {
  const { t } = useTranslation(['documents', 'forms', 'errors', 'common']);
  const id = useId();
  const query = useAvatarQuery(true);
  const current = query.data;
  const save = useSaveAvatar();
  const { notice, show, clear } = useTimedNotice();
  const { register, handleSubmit, formState, reset } = useForm<AvatarValues>({
    resolver: standardSchemaResolver(avatarSchema),
    defaultValues: { avatar: current ? String(avatarFor(current.id).id) : '' },
  });
  const { isDirty } = formState;
  // The current avatar arrives after the panel opens the first time.
  useEffect(() => {
    if (current && !isDirty) reset({ avatar: String(avatarFor(current.id).id) });
  }, [current, isDirty, reset]);

  const submit = handleSubmit(async ({ avatar }) => {
    clear();
    const answer = await save(Number(avatar));
    if (!answer.success) {
      show('error', t(errorKey(answer.errorCode)));
      return;
    }
    reset({ avatar: String(answer.data.id) });
    show('success', t('avatar.saved'));
  });

  const error = formState.errors.avatar?.message;
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate data-testid="avatar-form">
      <p>{t('avatar.intro')}</p>
      {/* Without the current one none is checked: say why, and that a new one can still be chosen. */}
      {query.error && !current ? (
        <LoadFailed testId="avatar-failed" message={t('avatar.loadFailed')} failure={failureOf(query.error)} retryLabel={t('common:panels.retry')} onRetry={() => void query.mutate()} />
      ) : null}
      <Grid aria-describedby={error ? `${id}-error` : undefined}>
        <legend>{t('avatar.legend')}</legend>
        {AVATARS.map((avatar) => (
          <label key={avatar.id} data-testid={`avatar-option-${avatar.id}`}>
            <input type="radio" value={String(avatar.id)} {...register('avatar')} />
            {/* eslint-disable-next-line @next/next/no-img-element -- small SVGs served by the app */}
            <img src={avatar.url} alt={t('avatar.option', { number: avatar.id })} width={56} height={56} loading="lazy" />
          </label>
        ))}
        {error ? (
          <ErrorText id={`${id}-error`} role="alert">
            {t(error)}
          </ErrorText>
        ) : null}
      </Grid>
      <div>
        <Button $variant="primary" type="submit" $busy={formState.isSubmitting} data-testid="avatar-save">
          {formState.isSubmitting ? t('avatar.saving') : t('avatar.save')}
        </Button>
      </div>
      <TimedNotice notice={notice} testId="avatar-notice" />
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${theme.space(4)};
  > p { margin: 0; color: ${theme.color.muted}; }
`;

const Grid = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(64px, 1fr));
  gap: ${theme.space(2)};
  margin: 0;
  padding: ${theme.space(2)} 0 0;
  border: 0;
  legend { font-weight: 600; font-size: 14px; padding: 0; margin-bottom: ${theme.space(2)}; }
  label {
    position: relative;
    display: grid;
    place-items: center;
    min-height: 64px;
    border: 2px solid transparent;
    border-radius: 50%;
    cursor: pointer;
  }
  input { position: absolute; inset: 0; opacity: 0; margin: 0; cursor: pointer; }
  img { border-radius: 50%; background: ${theme.color.surfaceRaised}; }
  label:has(input:checked) { border-color: ${theme.color.primary}; }
  label:has(input:focus-visible) { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  > p { grid-column: 1 / -1; }
`;
