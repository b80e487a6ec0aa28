import type { NextApiRequest, NextApiResponse } from 'next';
import * as z from 'zod/mini';
import { MIN_REVALIDATE_SECRET_LENGTH } from '@/lib/production-config';
import { secretMatches } from '@/lib/secret-match';
import { currentBuildId } from '@/server/build-id';
import { cacheFronts, refreshFronts } from '@/server/cache-fronts';
import { CONTENT_ROUTES, contentKinds, isLocale, itemPagePath, pagePathOf } from '@/routes/href';
import { matchPath } from '@/routes/match-path';
import { idParam, slugParam } from '@/routes/params';

/**
 * On-demand revalidation for the content service's webhook and for QA: POST { path } with the
 * header x-revalidate-secret regenerates one statically generated page at once, instead of
 * after its revalidate interval, and then has every nginx page cache of CACHE_FRONT_URLS fetch
 * it again (src/server/cache-fronts.ts), so the answer means visitors see the new page.
 * Without REVALIDATE_SECRET configured the route does not exist.
 */
const body = z.object({ path: z.string().check(z.maxLength(300), z.regex(/^\/[\w\-/%.]*(\?[\w-]+=[\w-]+)?$/)) });

const paramRules: Record<string, z.ZodMiniType> = { id: idParam, slug: slugParam };

/**
 * '/fi/pelit/1/all-slots' -> '/fi/games/1/all-slots', and a campaign or an article at its list's
 * route ('/fi/uutiset?article=x') -> its item page ('/fi/news/item/x'); null when it is no route
 * of the table or a param is malformed.
 */
export function pageToRevalidate(path: string): string | null {
  const [pathname = '', search] = path.split('?');
  const [, locale, ...rest] = pathname.split('/');
  if (!isLocale(locale)) return null;
  const match = matchPath(`/${rest.join('/')}`, locale);
  if (!match) return null;
  if (search !== undefined) {
    const [param, slug] = search.split('=');
    const kind = contentKinds.find((k) => CONTENT_ROUTES[k].route === match.id && CONTENT_ROUTES[k].param === param);
    return kind && slugParam.safeParse(slug).success ? itemPagePath(kind, slug ?? '', locale) : null;
  }
  for (const [name, value] of Object.entries(match.params)) {
    const rule = paramRules[name];
    if (!rule || !rule.safeParse(value).success) return null;
  }
  return pagePathOf(match, locale);
}

export default async function revalidate(req: NextApiRequest, res: NextApiResponse) {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret) return res.status(404).end();
  if (secret.length < MIN_REVALIDATE_SECRET_LENGTH) {
    // next.config.js stops a production start with this secret; a server that got it anyway serves nothing.
    console.error(`REVALIDATE_SECRET is shorter than ${MIN_REVALIDATE_SECRET_LENGTH} characters: on-demand revalidation is off.`);
    return res.status(503).json({ error: 'Revalidation is not configured' });
  }
  if (req.method !== 'POST') return res.setHeader('Allow', 'POST').status(405).end();
  if (!secretMatches(req.headers['x-revalidate-secret'], secret)) return res.status(401).json({ error: 'Unauthorized' });
  const parsed = body.safeParse(req.body);
  const path = parsed.success ? parsed.data.path : null;
  const page = path === null ? null : pageToRevalidate(path);
  if (path === null || !page) return res.status(400).json({ error: 'Unknown path' });
  try {
    // Only a page that was generated before is regenerated: a made-up game slug must not render
    // and store a new page (the cache would grow with every call). A page never visited is
    // generated on its first visit anyway.
    await res.revalidate(page, { unstable_onlyGenerated: true });
  } catch {
    // Pages rendered per request (or guarded client pages) have nothing to regenerate.
    return res.status(409).json({ error: 'Not a statically generated page' });
  }
  const fronts = cacheFronts(process.env.CACHE_FRONT_URLS);
  if (!fronts.length) return res.json({ revalidated: page });
  const cache = await refreshFronts(path, { fronts, secret, buildId: currentBuildId() });
  if (cache.refreshed < cache.asked) {
    console.warn(`Revalidated ${page}, but ${cache.asked - cache.refreshed} of ${cache.asked} page cache refreshes failed; those copies turn over within 2 s.`);
  }
  return res.json({ revalidated: page, cache });
}
