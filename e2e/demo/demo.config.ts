import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../playwright.config';

/**
 * The demo test, which npm run test:e2e runs after the suite. No webServer: the test starts
 * `npm run demo` itself, as a developer would, and stops it.
 */
export default defineConfig({
  testDir: '.',
  testMatch: /\.spec\.ts$/,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: { trace: 'retain-on-failure', launchOptions: chromiumLaunchOptions },
});
