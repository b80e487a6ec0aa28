import { RETURNING_ATTR, RETURNING_COVER_MAX_MS } from '@/lib/returning-cover';
import { bottomCover } from './bottom-overlay';
import { HANDOFF_ATTR } from './focus-handoff';
import { NAVIGATING_ATTR } from './focus-main';
import { theme } from './theme';

/**
 * The document-wide rules, rendered once by `_document` into the server HTML as a plain style
 * element: no component, no runtime. styled-components' createGlobalStyle compiled and inserted
 * them again in the browser in the hydration's commit, on every page load.
 */
export const globalCss = `
*, *::before, *::after { box-sizing: border-box; }
html {
  color-scheme: dark;
  -webkit-text-size-adjust: 100%;
  scroll-padding-top: calc(${theme.layout.navHeight} + ${theme.space(2)});
  scroll-padding-bottom: calc(${bottomCover.desktop} + ${theme.space(2)});
}
${theme.media.mobile} {
  html {
    scroll-padding-top: calc(${theme.layout.mobileNavHeight} + ${theme.layout.mobileToolbarHeight} + ${theme.space(2)});
    scroll-padding-bottom: calc(${bottomCover.mobile} + ${theme.space(2)});
  }
}
body {
  margin: 0;
  background: ${theme.color.bg};
  color: ${theme.color.text};
  font-family: ${theme.font.body};
  font-size: 16px;
  line-height: 1.5;
}
html[${RETURNING_ATTR}] #__next { visibility: hidden; animation: kasino-uncover 0s ${RETURNING_COVER_MAX_MS}ms forwards; }
@keyframes kasino-uncover { to { visibility: visible; } }
html[${RETURNING_ATTR}] body::before {
  content: '';
  position: fixed;
  /* Where the loading screen's bar comes, under its logo: the bar stays put as the screen takes over. */
  top: calc(50% + 42px);
  left: 50%;
  width: min(280px, 70vw);
  height: 6px;
  transform: translate(-50%, -50%);
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceRaised};
}
/* Another page on its way (focus-main.ts): a bar across the top after 400 ms, so a quick one never shows it. */
html[${NAVIGATING_ATTR}]::after {
  content: '';
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${theme.z.loading};
  height: 3px;
  background: ${theme.color.primary};
  transform-origin: left;
  animation: kasino-navigating 8s cubic-bezier(0.1, 0.7, 0.3, 1) 400ms both;
}
@keyframes kasino-navigating { from { transform: scaleX(0); } to { transform: scaleX(0.9); } }
a { color: inherit; }
button, input, select, textarea { font: inherit; color: inherit; }
:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
[${HANDOFF_ATTR}]:focus { outline: none; }
img { max-width: 100%; }
/* A picture through the image optimizer (OptimizedImage: tiles, logos, banners) that cannot load
   (the optimizer or the content service down) keeps its place's plain colour instead of the
   browser's broken-image glyph and frame: an image's pseudo-elements render only when it did not
   load. Only these are positioned for it: a positioned image paints over the unpositioned
   controls before it (the avatar picker's radios lie under their pictures). */
img[src^="/_next/image"] { position: relative; }
img[src^="/_next/image"]::after { content: ''; position: absolute; inset: 0; background: ${theme.color.surfaceRaised}; }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; }
}
`.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s*\n\s*/g, ' ').trim();
