// The Chromium the scripts drive: Debian's (CHROMIUM_PATH, which npm test installs), with the
// flags it needs on these machines' closed network (as playwright.config.ts gives it). The same
// defaults as scripts/ensure-browser.mjs, which imports nothing so that it runs from anywhere.
import { accessSync, constants } from 'node:fs';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
/** Debian's build of Chromium's old headless mode, from the same source and version. */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const chromiumPath = () => process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const executable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The browser the Playwright suites drive: CHROMIUM_PATH when set, else the headless shell when
 * it is there, else the full Chromium. The shell ran the same tests in about a third less time
 * and CPU on CI's 2 cores than the full browser's headless mode (docs/decisions.md, Tooling);
 * Lighthouse and screenshots stay on the full browser, the one players have.
 */
export const testBrowserPath = () =>
  process.env.CHROMIUM_PATH || (executable(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : DEFAULT_CHROMIUM_PATH);
