import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { PHONE_LOCALES_TAG } from './e2e/phone-locales';
import { CHROMIUM_ARGS, testBrowserPath } from './scripts/chromium.mjs';

// Not the demo's ports (3000, 4010): the suite shows that any port pair works. npm run test:e2e
// builds for the same MOCK_PORT (the URLs are inlined); workers inherit these (e2e/fixtures.ts).
process.env.PORT ||= '3100';
process.env.MOCK_PORT ||= '4110';
const port = Number(process.env.PORT);
const mockPort = Number(process.env.MOCK_PORT);
// The app's on-demand revalidation route needs a secret; workers inherit this one.
process.env.REVALIDATE_SECRET ||= randomBytes(24).toString('hex');
// Marketers' preview: the app's secret, and the content service's token the app and the mock share.
process.env.PREVIEW_SECRET ||= randomBytes(24).toString('hex');
process.env.CONTENT_PREVIEW_TOKEN ||= randomBytes(24).toString('hex');

/** Debian's Chromium (scripts/ensure-browser.mjs sees to it), also for e2e/demo/demo.config.ts. */
export const chromiumLaunchOptions = { executablePath: testBrowserPath(), args: CHROMIUM_ARGS };
// The demo test runs `npm run demo` itself, after this suite (e2e/demo/demo.config.ts).
const demoTests = /[\\/]demo[\\/]/;

/**
 * The Playwright suite runs against the production build (npm run test:e2e builds first) and
 * the mock backend. Each test owns an isolated mock world (e2e/fixtures.ts).
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Screenshot baselines (e2e/visual.spec.ts) live in git beside their spec, one file per name and
  // project, with no platform in the name: they are made for Debian's Chromium and fonts only
  // (docs/decisions.md, "Visual baselines"). `--update-snapshots` rewrites them after an intended change.
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}-{projectName}{ext}',
  // Locally a missing baseline is written and its test still fails (Playwright's 'default'); in CI it
  // only fails, so a baseline nobody committed cannot pass by writing itself.
  updateSnapshots: process.env.CI ? 'none' : 'default',
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace for every test cost about a fifth more CPU in a measured run (CI's 2 cores
    // are the bottleneck); in CI a failed test is retried once, and the retry records the trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // HTTP-level checks (status, redirects, headers) do not depend on the viewport.
    { name: 'http', testMatch: /\.http\.spec\.ts$/ },
    {
      name: 'desktop',
      testIgnore: [/\.(http|mobile|outage|latency)\.spec\.ts$/, demoTests],
      // Per-locale tests run every locale on the phone, one a screen here (e2e/phone-locales.ts);
      // E2E_ALL_LOCALES=1 runs them all here too.
      grepInvert: process.env.E2E_ALL_LOCALES ? undefined : new RegExp(PHONE_LOCALES_TAG),
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'mobile',
      testIgnore: [/\.(http|desktop|outage|latency)\.spec\.ts$/, demoTests],
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
    },
    // Outages of shared services touch the mock's default world, which every server-side render
    // reads, so they run alone after the rest; each test covers both viewports itself.
    { name: 'outage', testMatch: /\.outage\.spec\.ts$/, dependencies: ['http', 'desktop', 'mobile'] },
    // Interaction latency on a slowed CPU, measured last and one test at a time (the spec file is
    // serial), so no other test shares the CPU it measures.
    { name: 'latency', testMatch: /\.latency\.spec\.ts$/, dependencies: ['outage'], use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 } },
  ],
  webServer: [
    {
      command: 'node_modules/.bin/tsx src/mocks/serve.ts',
      url: `http://localhost:${mockPort}/__qa/state`,
      env: { MOCK_PORT: String(mockPort), CONTENT_PREVIEW_TOKEN: process.env.CONTENT_PREVIEW_TOKEN },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node_modules/.bin/next start -p ${port}`,
      url: `http://localhost:${port}/fi`,
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        // A production server against the mock backend (src/lib/production-config.js productionProblems).
        MOCK_BACKEND: '1',
        NEXT_PUBLIC_SITE_URL: `http://localhost:${port}`,
        REVALIDATE_SECRET: process.env.REVALIDATE_SECRET,
        PREVIEW_SECRET: process.env.PREVIEW_SECRET,
        CONTENT_PREVIEW_TOKEN: process.env.CONTENT_PREVIEW_TOKEN,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
