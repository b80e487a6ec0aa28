import type * as z from 'zod/mini';
import type { ApiResult } from './errors';
import { request, type FormBody } from './http';

/** The second API, same-origin under /api (next.config.js rewrites it). */
const secondUrl = (path: string) => `/api/${path.replace(/^\//, '')}`;

export function secondGet<S extends z.ZodMiniType>(path: string, schema: S): Promise<ApiResult<z.infer<S>>> {
  return request(secondUrl(path), { schema, credentials: true });
}

export function secondPost<S extends z.ZodMiniType>(path: string, body: FormBody, schema: S): Promise<ApiResult<z.infer<S>>> {
  return request(secondUrl(path), { method: 'POST', body, schema, credentials: true });
}
