// The Chromium the scripts drive: Debian's (CHROMIUM_PATH, which npm test installs), with the
// flags it needs on these machines' closed network (as playwright.config.ts gives it). The same
// default as scripts/ensure-browser.mjs, which imports nothing so that it runs from anywhere.
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
export const chromiumPath = () => process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
