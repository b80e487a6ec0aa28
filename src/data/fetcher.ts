import type { ApiError, ApiResult } from '@/api/errors';

/** An ApiError thrown for SWR, which keeps the last good data when a refresh fails. */
export class ApiFailure extends Error {
  constructor(readonly failure: ApiError) {
    super(`${failure.errorCode}: ${failure.error}`);
  }
}

/** Turns a typed-client call into an SWR fetcher. */
export function unwrap<T>(call: () => Promise<ApiResult<T>>): () => Promise<T> {
  return async () => {
    const result = await call();
    if (!result.success) throw new ApiFailure(result);
    return result.data;
  };
}
