import type { Config } from 'dompurify';

/**
 * What content-service HTML may contain: text formatting and links, nothing that runs. `rel`
 * is not kept from the content: sanitizeHtml sets it itself on links that open a new tab.
 */
export const SANITIZE_CONFIG: Config = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 'p', 'br', 'ul', 'ol', 'li', 'span', 'h2', 'h3', 'h4', 'small'],
  ALLOWED_ATTR: ['href', 'title', 'target'],
  // A same-site path, but not //host or /\host: browsers read a backslash as a slash there.
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?![/\\]))/i,
  // DOMPurify holds every allowed attribute that is not URI-safe to ALLOWED_URI_REGEXP, which
  // dropped every title and target ('_blank' is no http URL).
  ADD_URI_SAFE_ATTR: ['title', 'target'],
};

/** What a content link that opens a new tab carries: the new page gets no handle on ours and no referrer. */
export const NEW_TAB_REL = 'noopener noreferrer';

/**
 * A link either stays in this tab or opens a new one (`_blank`, with NEW_TAB_REL); other
 * targets (`_top`, `_parent`, a named window) are dropped, and no `rel` from the content
 * survives (`opener` would undo noopener).
 */
function fixLinks(root: DocumentFragment): void {
  for (const link of root.querySelectorAll('a')) {
    link.removeAttribute('rel');
    const target = link.getAttribute('target');
    if (target === null) continue;
    if (target.trim().toLowerCase() === '_blank') {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', NEW_TAB_REL);
    } else {
      link.removeAttribute('target');
    }
  }
}

/** Sanitises HTML in the browser; DOMPurify is loaded only when there is HTML to show. */
export async function sanitizeHtml(html: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify');
  const fragment = DOMPurify.sanitize(html, { ...SANITIZE_CONFIG, RETURN_DOM_FRAGMENT: true });
  fixLinks(fragment);
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
