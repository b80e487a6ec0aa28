// Debian's redis-server and nginx, which `npm run cluster` and the cluster test run (issue #18).
// Like scripts/ensure-browser.mjs for Chromium: an early step of `npm test` (and the start of
// the cluster commands) installs what is missing when we may (as root, with apt-get); otherwise
// it stops within seconds with the command to run, before anything else starts. Node built-ins
// only, so that it runs as any user from anywhere.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The Debian package of each binary. */
const TOOLS = [
  { binary: 'redis-server', pkg: 'redis-server' },
  { binary: 'nginx', pkg: 'nginx' },
];

/** The binary's path: on PATH, or in the sbin folders a non-root PATH often lacks (nginx). */
export function findBinary(name, path = process.env.PATH || '') {
  const dirs = [...path.split(delimiter), '/usr/sbin', '/sbin', '/usr/local/sbin'].filter(Boolean);
  for (const dir of dirs) {
    const file = join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      /* not here */
    }
  }
  return null;
}

/**
 * The paths of redis-server and nginx, installing the missing ones as root; `fail(message)`
 * ends the caller (it must not return).
 * @param {string} command what the developer ran, for the messages
 * @param {(message: string) => never} fail
 * @param {{ find?: (name: string) => string | null, isRoot?: () => boolean }} [seams] for tests
 * @returns {{ redisServer: string, nginx: string }}
 */
export function ensureClusterTools(command, fail, { find = findBinary, isRoot = () => process.getuid?.() === 0 } = {}) {
  const missing = TOOLS.filter((t) => !find(t.binary));
  if (missing.length) {
    const pkgs = missing.map((t) => t.pkg).join(' ');
    if (!isRoot()) {
      fail(
        `${command} runs Debian's ${pkgs} (${missing.map((t) => t.binary).join(', ')} not found). Install, then run it again:\n\n` +
          `  sudo apt-get update && sudo apt-get install -y ${pkgs}\n`,
      );
    }
    console.log(`${pkgs} missing; installing with apt-get, as ${command} runs them.`);
    for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...missing.map((t) => t.pkg)]]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
      if (result.error || result.status !== 0) {
        fail(`apt-get ${args.join(' ')} failed${result.error ? ` (${result.error.message})` : ''}. Install ${pkgs} yourself.`);
      }
    }
  }
  const redisServer = find('redis-server');
  const nginx = find('nginx');
  if (!redisServer || !nginx) fail('apt-get ran, but redis-server or nginx is still not found.');
  return { redisServer: String(redisServer), nginx: String(nginx) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureClusterTools('npm test (its cluster test)', (message) => {
    console.error(`\n${message}\n`);
    process.exit(1);
  });
}
