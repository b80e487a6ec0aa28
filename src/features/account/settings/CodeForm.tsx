import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { ApiResult } from '@/api/errors';
import type { Player } from '@/api/schemas/player';
import { isTimeout } from '@/api/timeouts';
import { useReloadPlayer } from '@/data/player/account-mutation';
import { fetchPlayer } from '@/data/player/player-query';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/form/TextField';
import { useBusy } from '@/ui/use-busy';
import { Actions, Form, SubmitButton, type OnFailed } from './parts';
import { shortCodeSchema, type ShortCodeValues } from './settings-schemas';

/** 195: the code is not the one sent (or none is waiting), for the SMS and the email code alike. */
const WRONG_CODE = 195;

/** What the form says, translated; `wrongCode` is a translation key, as a field's error is. */
export type CodeFormText = {
  title: string;
  label: string;
  confirm: string;
  confirming: string;
  resend: string;
  /** The way back to another number or address. */
  another: string;
  wrongCode: string;
  /** What a wrong code says after a confirmation that timed out, which may have spent it (a key too). */
  maybeUsed: string;
  /** What a new code that could not be sent says instead of "Saving failed". */
  notSent?: string;
};

type Props = {
  text: CodeFormText;
  /** The confirm button's. */
  testId: string;
  verify: (code: string) => Promise<ApiResult<unknown>>;
  resend: () => Promise<ApiResult<unknown>>;
  /** A save the confirmation means, made once the code is right (the phone's SMS consent, spec 4). */
  afterVerify?: () => Promise<ApiResult<unknown>>;
  /**
   * Whether the player, asked again after a confirmation timed out, shows it went through (the
   * phone's confirmed number); then it counts as confirmed. The email's has no such sign (spec 3).
   */
  confirmedIn?: (player: Player) => boolean;
  onStart: () => void;
  onFailed: OnFailed;
  onConfirmed: () => void;
  onResent: () => void;
  onAnother: () => void;
};

/**
 * The code sent by text message or email (spec 4, 7.1): confirm it (a wrong one at the field),
 * then reload the player; or have a new one sent; or go back for another number or address.
 * One of these at a time: confirming while a new code is on its way could check the old one.
 */
export function CodeForm({ text, testId, verify, resend, afterVerify, confirmedIn, onStart, onFailed, onConfirmed, onResent, onAnother }: Props) {
  const id = useId();
  const reload = useReloadPlayer();
  const [resending, runResend] = useBusy();
  const timedOut = useRef(false);
  const { register, handleSubmit, formState, setError } = useForm<ShortCodeValues>({ resolver: standardSchemaResolver(shortCodeSchema), defaultValues: { code: '' } });

  const submit = handleSubmit(async ({ code }) => {
    onStart();
    const verified = await verify(code);
    if (!verified.success) {
      if (verified.errorCode === WRONG_CODE) {
        setError('code', { type: 'server', message: timedOut.current ? text.maybeUsed : text.wrongCode }, { shouldFocus: true });
        return;
      }
      // A confirmation that timed out may have gone through: the player asked again shows it,
      // and one that did is finished here. One that cannot be told may have spent the code.
      // Asked directly, not through the cache: a failed ask there answers the player held before.
      const timeout = isTimeout(verified);
      timedOut.current ||= timeout;
      const player = timeout ? await fetchPlayer().catch(() => null) : null;
      if (timeout) await reload();
      if (!player || !confirmedIn?.(player)) {
        onFailed(verified, { unsure: true });
        return;
      }
    }
    const saved = afterVerify ? await afterVerify() : null;
    await reload();
    if (saved && !saved.success) onFailed(saved, { unsure: true });
    else onConfirmed();
  });

  const sendAgain = () =>
    runResend(async () => {
      onStart();
      const answer = await resend();
      if (answer.success) {
        timedOut.current = false;
        onResent();
      } else onFailed(answer, { lead: text.notSent });
    });

  const busy = formState.isSubmitting || resending;
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label={text.title}>
      <TextField
        id={`${id}-code`}
        label={text.label}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        error={formState.errors.code?.message}
        {...register('code')}
      />
      <Actions>
        <SubmitButton busy={formState.isSubmitting} unavailable={resending} label={text.confirm} busyLabel={text.confirming} testId={testId} />
        <Button $variant="secondary" onClick={() => void sendAgain()} $busy={busy}>
          {text.resend}
        </Button>
        <Button $variant="ghost" onClick={onAnother} $busy={busy}>
          {text.another}
        </Button>
      </Actions>
    </Form>
  );
}
