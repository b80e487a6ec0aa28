import type { Locale } from '@/routes/href';

export type Messages = Partial<Record<Locale, string>>;

/** A failure QA asked for on a named call (see README "QA switches"). */
export type QaFailure = {
  call: string;
  /** How many more calls fail; 'always' until cleared. */
  remaining: number | 'always';
  status?: number;
  errorCode?: number;
  delayMs?: number;
  malformed?: boolean;
};

/** One isolated, seeded world. Each Playwright test may own one (cookie or header kasino_world). */
export type World = {
  id: string;
  clockOffsetMs: number;
  maintenance: Messages;
  serviceDisruption: Messages;
  failures: QaFailure[];
};
