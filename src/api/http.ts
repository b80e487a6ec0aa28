import type * as z from 'zod/mini';
import { apiError, type ApiResult } from './errors';

/**
 * The transport. It knows nothing of the UI or the router: everything a screen receives is
 * parsed by a zod schema, and every failure is one ApiError.
 */
export async function getJson<S extends z.ZodMiniType>(url: string, schema: S, init?: RequestInit): Promise<ApiResult<z.infer<S>>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { Accept: 'application/json', ...init?.headers } });
  } catch {
    return apiError();
  }
  if (!response.ok) return apiError(response.status, response.statusText || undefined);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return apiError();
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? { success: true, data: parsed.data } : apiError();
}
