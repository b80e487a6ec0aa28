import type * as z from 'zod/mini';
import { env } from '@/lib/env';
import type { ApiResult } from '../errors';
import { carriesClientHeader } from '../client-header';
import { request, type FormBody } from '../http';

/** The main API (spec 7.1): cookies included, form-data bodies, the client header on every state change. */
const mainUrl = (path: string) => `${env.mainApiUrl}/${path.replace(/^\//, '')}`;

export function mainGet<S extends z.ZodMiniType>(path: string, schema: S, query?: Record<string, string | number | boolean | undefined>): Promise<ApiResult<z.infer<S>>> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return request(qs ? `${mainUrl(path)}?${qs}` : mainUrl(path), { schema, credentials: true, clientHeader: carriesClientHeader('GET', path) });
}

export function mainPost<S extends z.ZodMiniType>(
  path: string,
  body: FormBody,
  schema: S,
  options: { rateLimitAsResult?: boolean; timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<ApiResult<z.infer<S>>> {
  return request(mainUrl(path), { method: 'POST', body, schema, credentials: true, clientHeader: true, ...options });
}
