import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { NoticeTone } from './Notice';

/** How long a success or failure message stays (spec 9: messages and notices last 5 s). */
export const NOTICE_MS = 5000;

export type TimedNoticeState = { tone: NoticeTone; message: ReactNode; id: number } | null;

/**
 * A message that goes away by itself after NOTICE_MS. Showing another one replaces it and
 * starts the time again; render it with <TimedNotice notice={notice} />.
 */
export function useTimedNotice() {
  const [notice, setNotice] = useState<TimedNoticeState>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setNotice(null);
  }, []);
  const show = useCallback((tone: NoticeTone, message: ReactNode) => {
    clearTimeout(timer.current);
    // A new id re-inserts the message, so the same text saved twice is announced twice.
    setNotice((previous) => ({ tone, message, id: (previous?.id ?? 0) + 1 }));
    timer.current = setTimeout(() => setNotice(null), NOTICE_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { notice, show, clear };
}
