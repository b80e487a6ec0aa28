import type { NextApiRequest, NextApiResponse } from 'next';
import { previewQuery, previewSecret, previewTarget, setPreview } from '@/lib/preview-mode';
import { secretMatches } from '@/lib/secret-match';

/**
 * GET /api/app/preview?secret=...&type=page|news|campaign&slug=...[&locale=fi|en|et]: a
 * marketer's preview link. Turns on Next's draft mode for this browser and opens the item at
 * its localized route, built from the route table alone (no open redirect). Without
 * PREVIEW_SECRET configured the route does not exist; a wrong secret is 401, a bad type, slug
 * or locale 400.
 */
export default function preview(req: NextApiRequest, res: NextApiResponse) {
  const secret = previewSecret();
  if (!secret) return res.status(404).end();
  if (req.method !== 'GET') return res.setHeader('Allow', 'GET').status(405).end();
  res.setHeader('Cache-Control', 'private, no-store');
  if (!secretMatches(req.query.secret, secret)) return res.status(401).json({ error: 'Unauthorized' });
  const query = previewQuery.safeParse({ type: req.query.type, slug: req.query.slug, locale: req.query.locale });
  if (!query.success) return res.status(400).json({ error: 'Unknown type, slug or locale' });
  setPreview(res, true);
  return res.redirect(307, previewTarget(query.data));
}
