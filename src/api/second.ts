import type * as z from 'zod/mini';
import type { ApiResult } from './errors';
import { request, type FormBody } from './http';

/** The second API, same-origin under /api (next.config.js rewrites it). */
const secondUrl = (path: string) => `/api/${path.replace(/^\//, '')}`;

export function secondGet<S extends z.ZodMiniType>(path: string, schema: S): Promise<ApiResult<z.infer<S>>> {
  return request(secondUrl(path), { schema, credentials: true });
}

/**
 * A state change rides on the same session cookie as the main API's, so it carries the same
 * client header, the CSRF defence the backend checks (./client-header.ts, SECURITY.md).
 */
export function secondPost<S extends z.ZodMiniType>(
  path: string,
  body: FormBody,
  schema: S,
  options: { headers?: Record<string, string> } = {},
): Promise<ApiResult<z.infer<S>>> {
  return request(secondUrl(path), { method: 'POST', body, schema, credentials: true, clientHeader: true, ...options });
}
