import DOMPurify, { type Config } from 'dompurify';

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
    // A link whose address was dropped (javascript:, //host) leads nowhere: its text stays,
    // as text; an <a> without href looked like a link that Tab skipped and a press ignored.
    if (!link.hasAttribute('href')) {
      link.replaceWith(...link.childNodes);
      continue;
    }
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

/** A tag as the HTML tokenizer reads it, with quoted attribute values (which may hold `>`). */
const TAG = /<[a-z/][^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>?/gi;
/** In a tag: an attribute value (left as it is), or `on` where an attribute's name starts. */
const VALUE_OR_HANDLER = /"[^"]*"|'[^']*'|=\s*[^\s"'>][^\s>]*|(?<=[\s/"'])on/gi;
/** <base> and </base>. */
const BASE = /^<(\/?)b(?=ase(?:[\s/>]|$))/i;
const ZERO_WIDTH_SPACE = '\u200b';

/**
 * Disarms, before any parsing, what Chromium checks against the page's CSP while it merely
 * parses markup, even into an inert document (DOMParser, a template): an event-handler
 * attribute (`script-src-attr`) and <base> (`base-uri`). Nothing of it would run, but each
 * fired a CSP violation and a report to our endpoint for every visitor who saw that content,
 * which would bury the reports of a real attack. A zero-width space in the name (`o\u200bnerror`,
 * `<b\u200base`) makes a name the browser does not know, and DOMPurify drops what it does not
 * know. Attribute values (a link's path, a title) are left as they are unless they hold markup. This is no security
 * boundary, DOMPurify is: a tag this misreads costs a report, not a script.
 */
export function defuseForParsing(html: string): string {
  return html.replace(TAG, (tag) => tag.replace(VALUE_OR_HANDLER, defuseInTag).replace(BASE, `<$1b${ZERO_WIDTH_SPACE}`));
}

/**
 * A handler's `on` gets the space; a quoted value with markup in it is defused as markup too:
 * after <textarea>, <title> or <style> (whose text runs to their end tag) the parser reads a
 * "value" like `"</textarea><img onerror=…>"` as tags.
 */
function defuseInTag(match: string): string {
  if (match.toLowerCase() === 'on') return `${match.slice(0, 1)}${ZERO_WIDTH_SPACE}${match.slice(1)}`;
  const quote = match[0];
  if ((quote === '"' || quote === "'") && match.includes('<')) return `${quote}${defuseForParsing(match.slice(1, -1))}${quote}`;
  return match;
}

/**
 * Sanitises HTML in the browser. This module and DOMPurify are one chunk, loaded only when
 * there is HTML to show (src/ui/SafeHtml.tsx imports it lazily).
 */
export function sanitizeHtml(html: string): string {
  const fragment = DOMPurify.sanitize(defuseForParsing(html), { ...SANITIZE_CONFIG, RETURN_DOM_FRAGMENT: true });
  fixLinks(fragment);
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
