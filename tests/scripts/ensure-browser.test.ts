/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, runNode } from './run-script';

const INSTALL = 'sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell';

/**
 * A developer is not root, and for them the script must say what to run rather than apt-get.
 * This machine and CI run as root, so the script runs as `nobody` (util-linux's setpriv, else
 * runuser), from a world-readable copy, since a checkout may not be readable by nobody.
 */
function nonRootPrefix(): string[] {
  if (process.getuid?.() !== 0) return [];
  const has = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
  if (has('setpriv')) return ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups'];
  if (has('runuser')) return ['runuser', '-u', 'nobody', '--'];
  throw new Error('running as root, and neither setpriv nor runuser (util-linux) is there to run the script as nobody');
}

describe('scripts/ensure-browser.mjs (the first step of npm test)', () => {
  let dir = '';
  let script = '';
  const prefix = nonRootPrefix();

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ensure-browser-'));
    chmodSync(dir, 0o755);
    script = join(dir, 'ensure-browser.mjs');
    copyFileSync(join(ROOT, 'scripts/ensure-browser.mjs'), script);
    chmodSync(script, 0o755);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stops a non-root developer within seconds with the command that installs Chromium', async () => {
    const missing = join(dir, 'no-such-chromium');
    const run = await runNode([script], { prefix, cwd: dir, env: { CHROMIUM_PATH: missing } });
    expect(run.output).toContain(INSTALL);
    expect(run.output).toContain(missing);
    expect(run.output).not.toContain('installing it with apt-get');
    expect(run.code).toBe(1);
    expect(run.ms).toBeLessThan(5_000);
  });

  it('passes at once when CHROMIUM_PATH is an executable', async () => {
    const run = await runNode([script], { prefix, cwd: dir, env: { CHROMIUM_PATH: process.execPath } });
    expect(run.output).toBe('');
    expect(run.code).toBe(0);
    expect(run.ms).toBeLessThan(5_000);
  });
});
