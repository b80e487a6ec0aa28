import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useTranslation } from 'react-i18next';
import Router from 'next/router';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { ApiError } from '@/api/errors';
import { startCoolOff } from '@/data/limits/limits-mutation';
import { useLimits } from '@/data/limits/limits-query';
import { serverNow } from '@/lib/clock';
import { formatLongDate } from '@/lib/format-date';
import { coolOffEnd, longerBreak, QUICK_STOP_DAYS } from '@/lib/rules/limits';
import { href } from '@/routes/href';
import { useLocale } from '@/routes/RouteLink';
import { useProfile } from '@/state/profile';
import { submitOnce } from '@/ui/form/submit-once';
import { ApiErrorNotice } from '@/ui/ApiErrorNotice';
import { Button } from '@/ui/Button';
import { theme } from '@/ui/theme';
import { CoolOffPassword } from '../CoolOffPassword';
import { startedCoolOff } from '../cool-off-end';
import { coolOffSchema, WRONG_PASSWORD, type CoolOffValues } from '../limit-schema';
import { ModalActions } from '@/ui/modal-parts';
import { keepQuickStopEnd } from './keep-quick-stop-end';

export type QuickStopFormProps = {
  onCancel: () => void;
  /** True from the moment the cool-off is asked for: the dialog does not close under it. */
  onBusy: (busy: boolean) => void;
};

/**
 * The quick stop's confirmation (in ./QuickStopButton.tsx's Dialog): what happens, the
 * password, then a one-day cool-off (the cool-off call and schema of the limits screen). A
 * wrong password (109) shows wrongPassword at the field, with what was typed kept and focused;
 * any other failure shows the catalogue's message and the player stays logged in. On success
 * the end is kept for the tab (./keep-quick-stop-end.ts), the player is taken home (which closes a
 * game) and logged out; the shell then shows the end to the visitor.
 */
export function QuickStopForm({ onCancel, onBusy }: QuickStopFormProps) {
  const { t } = useTranslation(['limits', 'common']);
  const locale = useLocale();
  const { logout } = useProfile();
  const id = useId();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [stopping, setStopping] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<CoolOffValues>({
    resolver: standardSchemaResolver(coolOffSchema),
    mode: 'onSubmit',
    defaultValues: { days: String(QUICK_STOP_DAYS), password: '' },
  });
  const busy = formState.isSubmitting || stopping;
  useEffect(() => onBusy(busy), [busy, onBusy]);

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    const answer = await startCoolOff(QUICK_STOP_DAYS, password);
    if (!answer.success) {
      if (answer.errorCode === WRONG_PASSWORD) setError('password', { type: 'server', message: 'limits:coolOff.wrongPassword' }, { shouldFocus: true });
      else setFailure(answer);
      return;
    }
    setStopping(true);
    await keepQuickStopEnd(startedCoolOff(answer.data.coolOffUntil, QUICK_STOP_DAYS));
    try {
      await Router.push(href('home', { locale }), undefined, { locale: false });
    } catch {
      // A way home that failed or was cancelled: the cool-off is in force, so the logout still follows.
    }
    await logout();
  });

  // A day from now, or the end of a longer cool-off in force (the backend keeps it), which may have
  // none known: the button is not offered under one, but it can arrive with the limits while this
  // dialog is open.
  const now = serverNow();
  const longer = longerBreak(useLimits().data?.coolOff, now);
  const until = longer ? longer.until : coolOffEnd(now, QUICK_STOP_DAYS);
  return (
    <Form onSubmit={submitOnce(busy, submit)} noValidate>
      <p>{until ? t('limits:quickStop.text', { date: formatLongDate(until, locale) }) : t('limits:quickStop.textNoEnd')}</p>
      <CoolOffPassword id={`${id}-password`} error={formState.errors.password?.message} field={register('password')} />
      {failure ? <ApiErrorNotice error={failure} /> : null}
      <ModalActions>
        <Button $variant="primary" type="submit" $busy={busy} data-testid="quick-stop-submit">
          {busy ? t('limits:coolOff.submitting') : t('limits:quickStop.submit')}
        </Button>
        <Button $variant="secondary" $busy={busy} onClick={onCancel}>
          {t('limits:quickStop.cancel')}
        </Button>
      </ModalActions>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${theme.space(4)};
`;
