/**
 * The marker of a marketer's preview, set and cleared with Next's draft-mode cookie by
 * /api/app/preview (src/lib/preview-mode.ts). That cookie is httpOnly; this one only tells the
 * browser's code to show the preview ribbon on every page. It unlocks nothing: drafts come
 * only from server renders in draft mode.
 */
export const PREVIEW_FLAG_COOKIE = 'kasino_preview';

/** Ends the preview and goes back to `?path=` (src/pages/api/app/preview/exit.ts). */
export const PREVIEW_EXIT_PATH = '/api/app/preview/exit';
