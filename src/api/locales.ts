import * as z from 'zod/mini';
import type { ApiResult } from './errors';
import { request } from './http';

const bundleSchema = z.record(z.string(), z.unknown());

/**
 * A translation namespace as the app serves it from public/locales: the player's panels fetch
 * theirs when they first open (src/ui/use-namespaces.ts), through the one transport like any call.
 */
export function getTranslations(lng: string, ns: string): Promise<ApiResult<Record<string, unknown>>> {
  return request(`/locales/${encodeURIComponent(lng)}/${encodeURIComponent(ns)}.json`, { schema: bundleSchema });
}
