import { RESPONSIBLE_GAMING_CODES } from '@/features/responsible-gaming/error-codes';
import type { ErrorDetail } from '@/ui/error-detail';
import { lazyComponent } from '@/ui/lazy-component';

/**
 * What features add under catalogue messages (src/ui/ApiErrorNotice.tsx): the responsible-gaming
 * help under 217, 238 and 258. Its code loads with the first such message.
 */
export const ERROR_DETAILS: readonly ErrorDetail[] = [
  { codes: RESPONSIBLE_GAMING_CODES, Detail: lazyComponent(() => import('@/features/responsible-gaming/ErrorHelp').then((m) => m.ErrorHelp)) },
];
