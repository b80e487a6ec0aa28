import type { ApiResult } from '@/api/errors';
import { ApiFailure } from './failure';

/** Turns a typed-client call into an SWR fetcher: a failure is thrown as an ApiFailure. */
export function unwrap<T>(call: () => Promise<ApiResult<T>>): () => Promise<T> {
  return async () => {
    const result = await call();
    if (!result.success) throw new ApiFailure(result);
    return result.data;
  };
}
