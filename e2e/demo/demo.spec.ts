import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { listening } from '../../tests/scripts/run-script';
import { tr } from '../translations';

// The e2e build's mock port, so the demo finds a build made for its backend URLs and reuses it.
const DEMO_PORT = Number(process.env.DEMO_PORT || 3310);
const MOCK_PORT = Number(process.env.MOCK_PORT || 4110);

test('npm run demo on other ports serves the lobby with its jackpots, reuses a matching build and stops on SIGTERM', async ({ page }) => {
  const demo = spawn(process.execPath, ['scripts/demo.mjs'], {
    cwd: join(__dirname, '../..'),
    // As a developer's shell: no site address set, so the demo's own port makes it.
    env: { ...process.env, PORT: String(DEMO_PORT), MOCK_PORT: String(MOCK_PORT), MOCK_URL: '', NEXT_PUBLIC_SITE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  demo.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  demo.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => demo.once('exit', (code) => resolve(code)));
  // Ready, or a failure at once: a rebuild (the build was not made for these backend URLs)
  // would outlast the test, so it fails here, as does an early exit.
  const ready = new Promise<void>((resolve, reject) => {
    demo.stdout.on('data', () => {
      if (output.includes('Building the app')) reject(new Error(`npm run demo rebuilt the e2e build:\n${output}`));
      if (output.includes(`Kasino: http://localhost:${DEMO_PORT}`)) resolve();
    });
    void exited.then((code) => reject(new Error(`npm run demo exited (${code}) before it was ready:\n${output}`)));
  });

  try {
    await ready;
    expect(output).toContain('Using the existing build');
    // The suite's build links to the suite's port, and the demo says so rather than hiding it.
    expect(output).toContain(`Note: its canonical links and sitemap name http://localhost:${process.env.PORT ?? 3100}, not http://localhost:${DEMO_PORT}`);

    const backendCalls: string[] = [];
    page.on('request', (request) => {
      if (/^http:\/\/localhost:\d+\/(main|content)\//.test(request.url())) backendCalls.push(new URL(request.url()).port);
    });
    await page.goto(`http://localhost:${DEMO_PORT}/fi`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('fi', 'routes.home'));
    const jackpots = page.getByRole('list', { name: tr('fi', 'jackpots', 'lobby') });
    await expect(jackpots.getByRole('listitem').first()).toContainText(/€|EUR/);
    // The browser reached the mock on MOCK_PORT, the one the demo started, and no other.
    expect(backendCalls.length).toBeGreaterThan(0);
    expect(new Set(backendCalls)).toEqual(new Set([String(MOCK_PORT)]));
  } finally {
    demo.kill('SIGTERM');
  }

  expect(await exited, output).toBe(0);
  expect(await listening(DEMO_PORT), `port ${DEMO_PORT} after the demo stopped`).toBe(false);
  expect(await listening(MOCK_PORT), `port ${MOCK_PORT} after the demo stopped`).toBe(false);
});
