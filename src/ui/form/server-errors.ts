import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { ApiError } from '@/api/errors';
import { errorKey, type ErrorContext } from '@/lib/error-messages';

/** Which field a backend error code belongs to, per form (e.g. 180 duplicate data -> email). */
export type ServerErrorFields<T extends FieldValues> = Partial<Record<number, FieldPath<T>>>;

/**
 * Puts a backend failure on the field it is about, with the catalogue message (spec 8), and
 * moves focus there. Returns false when the code belongs to no field of this form, so the
 * caller shows it as a form-level error instead.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  failure: ApiError,
  fieldFor: ServerErrorFields<T>,
  context: ErrorContext = 'default',
): boolean {
  const field = fieldFor[failure.errorCode];
  if (field === undefined) return false;
  setError(field, { type: 'server', message: errorKey(failure.errorCode, context) }, { shouldFocus: true });
  return true;
}
