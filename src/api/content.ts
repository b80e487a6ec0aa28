import { env } from '@/lib/env';
import type { ApiResult } from './errors';
import { getJson } from './http';
import { maintenanceSchema, type Maintenance } from './schemas';

const contentUrl = (path: string) => `${env.contentApiUrl}/${path}`;

/** GET maintenance. Its failure is reported, not defaulted: a failed check changes nothing (spec 7.5). */
export function getMaintenance(): Promise<ApiResult<Maintenance>> {
  return getJson(contentUrl('maintenance'), maintenanceSchema, { cache: 'no-store' });
}
