import type { NextApiRequest, NextApiResponse } from 'next';
import { previewSecret, setPreview } from '@/lib/preview-mode';
import { safeRedirectPath } from '@/routes/safe-redirect';

/**
 * GET /api/app/preview/exit[?path=/fi/...]: ends this browser's preview and goes back to the
 * page it was on (a same-site path only) or home. Like the preview route, it does not exist
 * without PREVIEW_SECRET.
 */
export default function exitPreview(req: NextApiRequest, res: NextApiResponse) {
  if (!previewSecret()) return res.status(404).end();
  if (req.method !== 'GET') return res.setHeader('Allow', 'GET').status(405).end();
  setPreview(res, false);
  return res.redirect(307, safeRedirectPath(req.query.path) ?? '/');
}
