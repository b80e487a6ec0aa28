import { timingSafeEqual } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import * as z from 'zod/mini';
import { isLocale, matchPath, pagePathOf } from '@/routes/href';

/**
 * On-demand revalidation for the content service's webhook and for QA: POST { path } with the
 * header x-revalidate-secret regenerates one statically generated page at once, instead of
 * after its revalidate interval. Without REVALIDATE_SECRET configured the route does not exist.
 */
const body = z.object({ path: z.string().check(z.maxLength(300), z.regex(/^\/[\w\-/%.]*$/)) });

function secretMatches(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** '/fi/pelit/1/all-slots' -> '/fi/games/1/all-slots'; null when it is no route of the table. */
export function pageToRevalidate(path: string): string | null {
  const [, locale, ...rest] = path.split('/');
  if (!isLocale(locale)) return null;
  const match = matchPath(`/${rest.join('/')}`, locale);
  return match ? pagePathOf(match, locale) : null;
}

export default async function revalidate(req: NextApiRequest, res: NextApiResponse) {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret) return res.status(404).end();
  if (req.method !== 'POST') return res.setHeader('Allow', 'POST').status(405).end();
  if (!secretMatches(req.headers['x-revalidate-secret'], secret)) return res.status(401).json({ error: 'Unauthorized' });
  const parsed = body.safeParse(req.body);
  const page = parsed.success ? pageToRevalidate(parsed.data.path) : null;
  if (!page) return res.status(400).json({ error: 'Unknown path' });
  try {
    await res.revalidate(page);
    return res.json({ revalidated: page });
  } catch {
    // Pages rendered per request (or guarded client pages) have nothing to regenerate.
    return res.status(409).json({ error: 'Not a statically generated page' });
  }
}
