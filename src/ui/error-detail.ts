import type { ComponentType } from 'react';
import type { ApiError } from '@/api/errors';

/**
 * More to say under a catalogue message than the catalogue holds (a way back, a link to a
 * service): a feature's component, given through the composition root, since a design-system
 * piece imports no feature.
 */
export type ErrorDetail = ComponentType<{ error: ApiError }>;

/**
 * The details by error code, filled once by the composition root as it loads
 * (src/root/Providers.tsx). A plain object, not a context: no provider wraps every page for
 * them, and only the notice, which few pages carry in their first load, reads them.
 */
export const errorDetails: Partial<Record<number, ErrorDetail>> = {};
