import { isUrgentTone, Notice } from './Notice';
import type { TimedNoticeState } from './use-timed-notice';

/**
 * Where a timed message appears. Both live regions are always in the page, empty until a
 * message arrives: screen readers announce what is added to an existing region far more
 * reliably than a region that appears with its text. Failures go to the assertive one.
 * Place it where nothing below moves when the message appears (after the form's button).
 */
export function TimedNotice({ notice, testId }: { notice: TimedNoticeState; testId?: string }) {
  const urgent = notice !== null && isUrgentTone(notice.tone);
  const message = notice ? (
    <Notice key={notice.id} tone={notice.tone} live={false} testId={testId}>
      {typeof notice.message === 'string' ? <p>{notice.message}</p> : notice.message}
    </Notice>
  ) : null;
  // Never display: none while empty: a hidden region is out of the accessibility tree, so the
  // message would arrive in a "new" region after all. Empty, the two take no height.
  return (
    <div>
      <div role="status">{urgent ? null : message}</div>
      <div role="alert">{urgent ? message : null}</div>
    </div>
  );
}
