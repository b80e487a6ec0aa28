import { useCallback, type ReactNode } from 'react';
import styled from 'styled-components';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import type { ApiError, ApiResult } from '@/api/errors';
import { isTimeout } from '@/api/timeouts';
import { Button } from '@/ui/Button';
import { applyServerErrors, type ServerErrorFields } from '@/ui/form/server-errors';
import { SaveFailed, Saved } from '@/ui/save-messages';
import { theme } from '@/ui/theme';
import { useTimedNotice } from '@/ui/use-timed-notice';

/**
 * How a failure is worded: `lead` says what did happen instead of "Saving failed" (a code not
 * sent); `unsure` when the failed call was the change itself (SaveFailed's `unsure`).
 */
export type FailedHow = { lead?: string; unsure?: boolean };

/** A form's way to report a failure to its section. */
export type OnFailed = (failure: ApiError, how?: FailedHow) => void;

/**
 * A contact detail's change (spec 4, 5): the server's check, then the change. A code that names
 * a field shows there; any other failure goes to `onFailed`, the change's as `unsure`. A change
 * that timed out may have been made, so the player is asked for again and the address or number
 * on screen is the account's. True once the change is made.
 */
export async function checkThenChange<T extends FieldValues>(
  check: () => Promise<ApiResult<unknown>>,
  change: () => Promise<ApiResult<unknown>>,
  { setError, fields, onFailed, reload }: { setError: UseFormSetError<T>; fields: ServerErrorFields<T>; onFailed: OnFailed; reload: () => Promise<void> },
): Promise<boolean> {
  const checked = await check();
  if (!checked.success) {
    if (!applyServerErrors(setError, checked, fields)) onFailed(checked);
    return false;
  }
  const changed = await change();
  if (changed.success) return true;
  if (isTimeout(changed)) await reload();
  if (!applyServerErrors(setError, changed, fields)) onFailed(changed, { unsure: true });
  return false;
}

/**
 * A settings form's 5 s message (spec 4, 8): common:errors.updateSuccess or updateFailed with
 * the catalogue's word on the code. Render `notice` with <TimedNotice> after the form's button.
 */
export function useSaveNotice() {
  const { notice, show, clear } = useTimedNotice();
  const saved = useCallback((detail?: string) => show('success', <Saved detail={detail} />), [show]);
  /** A success that says itself what happened (a code sent, a number confirmed), without "Saved." */
  const done = useCallback((message: string) => show('success', message), [show]);
  /** A save's failure; a save that timed out may have been made (SaveFailed's `unsure`). */
  const failed = useCallback((failure: ApiError, extra?: ReactNode) => show('error', extra ?? <SaveFailed failure={failure} unsure />), [show]);
  /** The phone's and the email's failures, with their code (spec 8). */
  const failedWithCode = useCallback((failure: ApiError, how?: FailedHow) => show('error', <SaveFailed failure={failure} lead={how?.lead} unsure={how?.unsure} withCode />), [show]);
  return { notice, saved, done, failed, failedWithCode, clear };
}

/** The form's one submit button, saying so while it works. */
/** `disabled` for a rule (nothing to save); `unavailable` while another call of the form runs (focus kept). */
export function SubmitButton({ busy, label, busyLabel, testId, disabled, unavailable, describedBy }: { busy: boolean; label: string; busyLabel: string; testId: string; disabled?: boolean; unavailable?: boolean; describedBy?: string }) {
  return (
    <div>
      {/* While busy a rule that turns (the field emptied on success) waits: the button keeps focus until the answer. */}
      <Button $variant="primary" type="submit" disabled={!busy && disabled} $busy={busy} $unavailable={unavailable} aria-describedby={describedBy} data-testid={testId}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}

export const Section = styled.section`
  display: grid;
  gap: ${theme.space(3)};
  h2, h3 { margin: 0; font-size: 18px; }
  > p { margin: 0; color: ${theme.color.muted}; }
  [tabindex='-1']:focus { outline: none; }
  & + & { padding-top: ${theme.space(4)}; border-top: 1px solid ${theme.color.border}; }
`;

export const Form = styled.form`
  display: grid;
  gap: ${theme.space(3)};
`;

export const Stack = styled.div`
  display: grid;
  gap: ${theme.space(4)};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;
