import type * as z from 'zod/mini';
import { env } from '@/lib/env';
import type { ApiResult } from './errors';
import { request } from './http';
import { maintenanceSchema, type Maintenance } from './schemas/content';

const contentUrl = (path: string) => `${env.contentApiUrl}/${path}`;

/**
 * A content-service GET. Content-service failures return the spec's empty defaults (spec
 * 7.4), so a page renders without marketing content rather than failing.
 */
export async function contentGet<S extends z.ZodMiniType>(path: string, schema: S, fallback: z.infer<S>): Promise<z.infer<S>> {
  const result = await request(contentUrl(path), { schema });
  return result.success ? result.data : fallback;
}

/** GET maintenance. Its failure is reported, not defaulted: a failed check changes nothing (spec 7.5). */
export function getMaintenance(): Promise<ApiResult<Maintenance>> {
  return request(contentUrl('maintenance'), { schema: maintenanceSchema });
}
