import type { NextApiResponse } from 'next';
import * as z from 'zod/mini';
import { contentHref, href, LOCALE_IDS, type Locale } from '@/routes/href';
import { slugParam } from '@/routes/params';
import { PREVIEW_FLAG_COOKIE } from './preview-flag';

/**
 * Marketers' preview (Next's draft mode), on the server only. Two server-side secrets, neither
 * ever sent to the browser nor inlined into a build:
 * - PREVIEW_SECRET opens a preview (GET /api/app/preview?secret=...); unset, the preview
 *   routes do not exist.
 * - CONTENT_PREVIEW_TOKEN lets the server ask the content service for drafts and unpublished
 *   changes (header x-preview-token, src/api/content.ts), and only while rendering in draft mode.
 */
export const previewSecret = (): string => process.env.PREVIEW_SECRET ?? '';

/** The content service's preview token, only for a render in draft mode. */
export function contentPreviewToken(draftMode: boolean): string | undefined {
  return (draftMode && process.env.CONTENT_PREVIEW_TOKEN) || undefined;
}

/** What a preview link may open: a content page, a news article or a campaign, by slug, in a locale (Finnish by default). */
export const previewQuery = z.object({
  type: z.enum(['page', 'news', 'campaign']),
  slug: slugParam,
  locale: z._default(z.enum(LOCALE_IDS), 'fi'),
});
export type PreviewQuery = z.infer<typeof previewQuery>;

/** Where a preview opens: always a path of the route table, never one taken from the request. */
export function previewTarget({ type, slug, locale }: { type: PreviewQuery['type']; slug: string; locale: Locale }): string {
  if (type === 'page') return href('contentPage', { locale, params: { slug } });
  return contentHref(type === 'news' ? 'article' : 'campaign', slug, locale);
}

/** Turns the preview on or off for this browser: Next's draft-mode cookie and the ribbon's marker. */
export function setPreview(res: NextApiResponse, enable: boolean): void {
  res.setDraftMode({ enable });
  const secure = process.env.NODE_ENV === 'development' ? '' : '; Secure';
  const marker = enable
    ? `${PREVIEW_FLAG_COOKIE}=1; Path=/; SameSite=Lax${secure}`
    : `${PREVIEW_FLAG_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax${secure}`;
  const previous = res.getHeader('Set-Cookie');
  res.setHeader('Set-Cookie', [...(Array.isArray(previous) ? previous : typeof previous === 'string' ? [previous] : []), marker]);
  // A preview's answers are this browser's alone.
  res.setHeader('Cache-Control', 'private, no-store');
}
