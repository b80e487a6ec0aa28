import { theme } from './theme';

/**
 * The document-wide rules, rendered once by `_document` into the server HTML as a plain style
 * element: no component, no runtime. styled-components' createGlobalStyle compiled and inserted
 * them again in the browser in the hydration's commit, on every page load.
 */
export const globalCss = `
*, *::before, *::after { box-sizing: border-box; }
html { color-scheme: dark; -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  background: ${theme.color.bg};
  color: ${theme.color.text};
  font-family: ${theme.font.body};
  font-size: 16px;
  line-height: 1.5;
}
a { color: inherit; }
button, input, select, textarea { font: inherit; color: inherit; }
:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
img { max-width: 100%; }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; }
}
`.replace(/\s*\n\s*/g, ' ').trim();
