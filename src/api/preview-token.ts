/**
 * The header that carries the content service's preview token. With the right token the service
 * answers drafts and unpublished changes; without it, as if they did not exist. Only the app's
 * server sends it, while rendering a marketer's preview (src/lib/preview-mode.ts).
 */
export const PREVIEW_TOKEN_HEADER = 'x-preview-token';
