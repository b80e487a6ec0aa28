import { createContext, useContext, type ComponentType } from 'react';
import type { ApiError } from '@/api/errors';

/**
 * More to say under some catalogue messages than the catalogue holds (a way back, a link to a
 * service), given by a feature through the composition root, since a design-system piece
 * imports no feature: the codes it speaks to and the component that says it.
 */
export type ErrorDetail = { codes: readonly number[]; Detail: ComponentType<{ error: ApiError }> };

const ErrorDetailContext = createContext<readonly ErrorDetail[]>([]);

export const ErrorDetailProvider = ErrorDetailContext.Provider;

/** The detail component for a code, if a feature gave one. */
export function useErrorDetail(code: number): ComponentType<{ error: ApiError }> | null {
  return useContext(ErrorDetailContext).find((detail) => detail.codes.includes(code))?.Detail ?? null;
}
