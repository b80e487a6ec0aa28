import { cloneElement } from 'react';
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { ServerStyleSheet } from 'styled-components';
import { HOLD_SUBMITS_SCRIPT } from '@/lib/hold-submits';
import { RETURNING_SCRIPT } from '@/lib/returning-cover';
import { SERVER_STYLES_ID } from '@/root/server-styles';
import { toLocale } from '@/routes/href';
import { globalCss } from '@/ui/global-css';
import { theme } from '@/ui/theme';

/**
 * Next's head, which writes the dynamic imports a page rendered (a deferred form's chunks:
 * src/ui/form/deferred-form.tsx) as deferred scripts; here they are preload links instead. The
 * browser fetches them beside the page's own scripts, and webpack, which asks for the chunk
 * with a script of its own once the page's module runs, finds it fetched. A script written here
 * whose request failed was one webpack waited for (it reuses a script of the same address) until
 * its two-minute timeout; its own fails at once, and the form offers its retry.
 */
class KasinoHead extends Head {
  override getDynamicChunks(): ReturnType<Head['getPreloadDynamicChunks']> {
    return this.getPreloadDynamicChunks();
  }
}

/** Collects styled-components CSS on the server so pages never flash unstyled. */
export default class KasinoDocument extends Document {
  static override async getInitialProps(ctx: DocumentContext): Promise<DocumentInitialProps> {
    const sheet = new ServerStyleSheet();
    const originalRenderPage = ctx.renderPage;
    try {
      ctx.renderPage = () =>
        originalRenderPage({ enhanceApp: (App) => (props) => sheet.collectStyles(<App {...props} />) });
      const initialProps = await Document.getInitialProps(ctx);
      // Marked as styled-components' own sheet, which its rehydration passes over: the browser
      // keeps these rules in place (src/root/server-styles.ts).
      const styles = sheet.getStyleElement().map((style) => cloneElement(style, { id: SERVER_STYLES_ID, 'data-styled': 'active' }));
      return { ...initialProps, styles: [initialProps.styles, styles] };
    } finally {
      sheet.seal();
    }
  }

  override render() {
    return (
      <Html lang={toLocale(this.props.locale)}>
        <KasinoHead>
          <meta name="theme-color" content={theme.color.bg} />
          {/* PNG, not SVG: Chrome renders an SVG icon as a document of its own on the page's main
              thread, a task of its own as the page finishes loading (docs/decisions.md). */}
          <link rel="icon" href="/favicon.png" sizes="48x48" type="image/png" />
          {/* Our own constant (src/ui/global-css.ts), never content from elsewhere. */}
          <style id="global-css" dangerouslySetInnerHTML={{ __html: globalCss }} />
          {/* Our own constant, allowed by its hash (src/lib/hold-submits.js): a form sent before
              the page's scripts arrive is held, not sent by the browser and lost. */}
          <script dangerouslySetInnerHTML={{ __html: HOLD_SUBMITS_SCRIPT }} />
          {/* Ours too (src/lib/returning-cover.js): a returning player's page stays under a
              loading bar, not a visitor's header, until the loading screen is up. */}
          <script dangerouslySetInnerHTML={{ __html: RETURNING_SCRIPT }} />
        </KasinoHead>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
