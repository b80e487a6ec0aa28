/** The one failure shape of every call (spec 3 "Api error", spec 7.5). */
export type ApiError = {
  success: false;
  error: string;
  errorCode: number;
  params?: Record<string, unknown>;
};

export type ApiResult<T> = { success: true; data: T } | ApiError;

export const UNEXPECTED_ERROR = 'Unexpected error';
export const DEFAULT_ERROR_CODE = 100;
export const AUTH_ERROR_CODE = 115;
/** A cool-off in force refuses deposits and real money (spec 8); free play stays open. */
export const COOL_OFF_CODE = 217;

export function apiError(errorCode = DEFAULT_ERROR_CODE, error = UNEXPECTED_ERROR, params?: Record<string, unknown>): ApiError {
  return params ? { success: false, error, errorCode, params } : { success: false, error, errorCode };
}
