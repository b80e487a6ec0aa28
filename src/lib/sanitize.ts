import type { Config } from 'dompurify';

/** What content-service HTML may contain: text formatting and links, nothing that runs. */
export const SANITIZE_CONFIG: Config = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 'p', 'br', 'ul', 'ol', 'li', 'span', 'h2', 'h3', 'h4', 'small'],
  ALLOWED_ATTR: ['href', 'title', 'target', 'rel'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/))/i,
};

/** Sanitises HTML in the browser; DOMPurify is loaded only when there is HTML to show. */
export async function sanitizeHtml(html: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify');
  const clean = DOMPurify.sanitize(html, { ...SANITIZE_CONFIG, RETURN_TRUSTED_TYPE: false });
  return String(clean);
}
