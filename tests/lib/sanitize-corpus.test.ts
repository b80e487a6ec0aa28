import { defuseForParsing, sanitizeHtml } from '@/lib/sanitize';
import { XSS_CORPUS, XSS_CORPUS_HTML, XSS_LEGIT } from '@/mocks/seed/xss-corpus';

/**
 * The sanitiser over the whole XSS corpus (src/mocks/seed/xss-corpus.ts): whatever comes out
 * has nothing that runs, loads, submits or navigates. `unsafeParts` names what it finds, so a
 * failure says which payload got through and how; the last test shows it finds the lot in
 * unsanitised HTML.
 */

/** Elements that have no place in sanitised content: they run, load, frame, submit, restyle or re-parse. */
const FORBIDDEN_ELEMENTS = new Set([
  'script', 'iframe', 'frame', 'object', 'embed', 'applet', 'svg', 'math', 'meta', 'base', 'link', 'style', 'form', 'input',
  'button', 'textarea', 'select', 'template', 'noscript', 'title', 'img', 'video', 'audio', 'source', 'details', 'marquee',
]);
/** Attributes that hold a URL the browser follows or loads. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'data', 'action', 'formaction', 'xlink:href', 'poster', 'background', 'srcset']);
/** What a URL may be: the sanitiser's own rule (https, http, mailto, tel, a same-site path). */
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?![/\\]))/i;
// What browsers skip at the start of a URL (and inside its scheme).
const URL_NOISE = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;

export function unsafeParts(html: string): string[] {
  // A whole document, so that <body onload> keeps its attribute (a template drops it).
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const found: string[] = [];
  for (const element of doc.querySelectorAll('*')) {
    const tag = element.localName;
    // `<scr<script>ipt>` is an element named "scr<script": harmless here, but what a filter
    // that removes <script> once would turn into a script.
    if (FORBIDDEN_ELEMENTS.has(tag) || tag.includes('script')) found.push(`<${tag}>`);
    for (const { name, value } of element.attributes) {
      const attr = name.toLowerCase();
      if (attr.startsWith('on')) found.push(`${tag}[${attr}]`);
      if (['style', 'srcdoc', 'http-equiv', 'formaction', 'action'].includes(attr)) found.push(`${tag}[${attr}]`);
      if (URL_ATTRIBUTES.has(attr) && !SAFE_URL.test(value.replace(URL_NOISE, ''))) found.push(`${tag}[${attr}=${value}]`);
    }
  }
  return found;
}

/** Parsing the output once more gives the same markup (mXSS feeds on a second parse that differs). */
function reparsed(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box.innerHTML;
}

describe('the XSS corpus', () => {
  it('has at least 30 payloads, each named once', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(XSS_CORPUS.map((x) => x.name)).size).toBe(XSS_CORPUS.length);
  });
});

describe('sanitizeHtml over the XSS corpus', () => {
  it.each(XSS_CORPUS.map((x) => [x.name, x.html]))('%s: nothing that runs, loads or navigates is left', async (_name, html) => {
    const clean = sanitizeHtml(html);
    expect(unsafeParts(clean)).toEqual([]);
    expect(reparsed(clean)).toBe(clean);
    // Sanitising what is already clean changes nothing.
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it('keeps the legitimate formatting around the payloads, up to the closing words', async () => {
    const box = document.createElement('div');
    box.innerHTML = sanitizeHtml(XSS_CORPUS_HTML);
    expect(unsafeParts(box.innerHTML)).toEqual([]);
    expect(box.querySelector('h2')?.textContent).toBe(XSS_LEGIT.heading);
    expect(box.querySelector('strong')?.textContent).toBe(XSS_LEGIT.bold);
    expect(box.querySelector('em')?.textContent).toBe(XSS_LEGIT.italic);
    const link = [...box.querySelectorAll('a')].find((a) => a.textContent === XSS_LEGIT.link);
    expect(link?.getAttribute('href')).toBe(XSS_LEGIT.href);
    expect([...box.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(XSS_LEGIT.items);
    expect([...box.querySelectorAll('strong')].at(-1)?.textContent).toBe(XSS_LEGIT.closing);
  });

  it('finds every payload in unsanitised HTML (the check can fail)', () => {
    const missed = XSS_CORPUS.filter((x) => unsafeParts(x.html).length === 0).map((x) => x.name);
    expect(missed).toEqual([]);
  });
});

describe('defuseForParsing: what a browser checks against the CSP while it only parses', () => {
  /** Event-handler attributes and <base> elements the parser makes of the markup. */
  function parsedHandlers(html: string): string[] {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return [...doc.querySelectorAll('*')].flatMap((element) => [
      ...(element.localName === 'base' ? ['<base>'] : []),
      ...[...element.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${element.localName}[${a.name}]`),
    ]);
  }

  it('leaves no event handler and no <base> in the corpus, whose raw markup has them', () => {
    expect(parsedHandlers(XSS_CORPUS_HTML).length).toBeGreaterThan(10);
    expect(parsedHandlers(defuseForParsing(XSS_CORPUS_HTML))).toEqual([]);
  });

  it('leaves text, links and titles as they are', () => {
    const html = '<p title="go on, only once">Bet on online <a href="/en/info/online-safety" title=\'one\'>once</a> one=1 on</p>';
    expect(defuseForParsing(html)).toBe(html);
  });
});
