import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLimits } from '@/data/limits/limits-query';
import { serverNow } from '@/lib/clock';
import { formatLongDate } from '@/lib/format-date';
import { coolOffEnd, longerBreak, QUICK_STOP_DAYS, type CoolOffInForce } from '@/lib/rules/limits';
import { useLocale } from '@/routes/RouteLink';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { DialogTitle } from '@/ui/dialog-title';
import { lazyComponent, type LazyState } from '@/ui/lazy-component';
import { ModalBody } from '@/ui/modal-parts';
import { RetryNotice } from '@/ui/RetryNotice';
import { theme } from '@/ui/theme';
import { useNamespaces } from '@/ui/use-namespaces';
import { keepQuickStopEnd } from './keep-quick-stop-end';
import type { QuickStopFormProps } from './QuickStopForm';

/** The quick stop's strings and its password field's messages, loaded when it first opens. */
const QUICK_STOP_NAMESPACES = ['limits', 'forms'];

const loadForm = () => import('./QuickStopForm').then((m) => m.QuickStopForm);

/** While the form's code or strings load, or when they could not: a way to try again. */
function Loading({ failed, retry }: LazyState) {
  const { t } = useTranslation(['common', 'errors']);
  if (!failed) return <Status role="status">{t('common:panels.loading')}</Status>;
  // Not PanelLoading's failure: this is a dialog, not a panel.
  return <RetryNotice message={t('errors:unexpected')} retryLabel={t('common:panels.retry')} onRetry={retry} />;
}

const Form = lazyComponent(loadForm, { loading: (state) => <Loading {...state} /> });

/** The form once its strings (limits) are in. */
function Content(props: QuickStopFormProps) {
  const strings = useNamespaces(QUICK_STOP_NAMESPACES);
  return strings.ready ? <Form {...props} /> : <Loading failed={strings.failed} retry={strings.retry} />;
}

/** Longer than setTimeout can wait; a cool-off lasts 7 days at most, so this is only a bound. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * The cool-off, while it outlasts a quick stop (`longerBreak`; one with no known end does). Until
 * the limits have answered (or when they fail) there is none and the button shows, as before the
 * limits were read. The limits poll (AfterLoginData) says when the cool-off changes; a timer
 * brings the button back once what is left of a dated one is shorter than a day, which no answer
 * would.
 */
function useLongerBreak(): CoolOffInForce | null {
  const coolOff = useLimits().data?.coolOff;
  const [, recheck] = useState(0);
  const onBreak = longerBreak(coolOff, serverNow());
  const endTime = onBreak?.until?.getTime() ?? null;
  useEffect(() => {
    if (endTime === null) return;
    const wait = endTime - coolOffEnd(serverNow(), QUICK_STOP_DAYS).getTime();
    const timer = setTimeout(() => recheck((n) => n + 1), Math.min(Math.max(wait, 0) + 1000, LONGEST_WAIT_MS));
    return () => clearTimeout(timer);
  }, [endTime]);
  return onBreak;
}

/**
 * Issue 14's quick stop: one plainly named button, on every page while logged in (the navbar's
 * account corner, the mobile toolbar). It opens one confirmation in the app's Dialog, whose
 * form (code and strings) loads when the button is first pressed: a 24-hour cool-off with the
 * password, then the game closed and the player logged out (./QuickStopForm.tsx). Focus goes
 * to the dialog's title, and back to the button when the player cancels. A player already on a
 * break longer than the quick stop's day is not offered one: the corner says until when the
 * break lasts instead, in the cool-off's long date (as the limits screen says it), or only that
 * the player is on a break when the backend sent the cool-off without an end.
 */
export function QuickStopButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const longer = useLongerBreak();
  const onBreak = useRef<HTMLParagraphElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  // Each opening starts a fresh form: nothing typed stays from the last one.
  const [opening, setOpening] = useState(0);
  const busy = useRef(false);
  const setBusy = useCallback((value: boolean) => {
    busy.current = value;
  }, []);
  // The dialog mounts at the first press (and its form starts loading) and stays, to animate out.
  const [mounted, setMounted] = useState(false);
  // A login forgets the end of an earlier quick stop: the notice is for the visitor after it.
  useEffect(() => void keepQuickStopEnd(null), []);

  const close = () => {
    // Once the cool-off is asked for, the stop goes through to the logout.
    if (!busy.current) setOpen(false);
  };
  return (
    <>
      {longer ? (
        // Focusable by script: where focus goes when the break arrived while the dialog was open
        // and the button that opened it is gone.
        <OnBreak ref={onBreak} tabIndex={-1} data-compact={compact || undefined} data-testid="quick-stop-on-break">
          {longer.until ? t('quickStop.onBreak', { date: formatLongDate(longer.until, locale) }) : t('quickStop.onBreakNoEnd')}
        </OnBreak>
      ) : (
        <Trigger
          $variant="secondary"
          data-compact={compact || undefined}
          aria-haspopup="dialog"
          data-testid="quick-stop"
          onClick={() => {
            void loadForm().catch(() => undefined); // with the strings, not after them
            setOpening((n) => n + 1);
            setMounted(true);
            setOpen(true);
          }}
        >
          {t('quickStop.button')}
        </Trigger>
      )}
      {mounted ? (
        <Dialog open={open} onClose={close} labelledBy={titleId} testId="quick-stop-dialog" focusInstead={onBreak}>
          <ModalBody>
            <DialogTitle id={titleId} open={open}>
              {t('quickStop.button')}
            </DialogTitle>
            <Content key={opening} onCancel={close} onBusy={setBusy} />
          </ModalBody>
        </Dialog>
      ) : null}
    </>
  );
}

/** Two short lines at most, so it fits beside the account button and in the mobile toolbar. */
const Trigger = styled(Button)`
  flex: none;
  min-height: 44px;
  max-width: 9em;
  padding: 2px ${theme.space(2.5)};
  font-size: 13px;
  line-height: 1.15;
  white-space: normal;
  text-wrap: balance;
  text-align: center;
  &[data-compact] {
    min-height: 34px;
    padding: 2px ${theme.space(2.5)};
    font-size: 12px;
  }
`;

/**
 * Where the button was: a status, not a control, so in the muted small type of the toolbar's
 * names. Two lines where there is room (the date is long), more rather than wider on a narrow
 * phone, whose toolbar gives it what the session time and balance leave.
 */
const OnBreak = styled.p`
  flex: 0 1 auto;
  min-width: 0;
  max-width: 13em;
  margin: 0;
  color: ${theme.color.muted};
  font-size: 12px;
  line-height: 1.15;
  text-wrap: balance;
  text-align: center;
  &[data-compact] {
    max-width: 16em;
    font-size: 11px;
  }
`;

const Status = styled.p`
  color: ${theme.color.muted};
`;
