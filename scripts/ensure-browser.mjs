// The first step of `npm test` and of `npm run test:e2e`: Playwright drives the system Chromium
// at CHROMIUM_PATH (default /usr/bin/chromium). On a fresh machine it is installed here when we
// may (as root, with Debian's apt-get); otherwise this stops within seconds with the command to
// run, before typecheck, lint or the build spend minutes. Node built-ins only, so that it runs
// as any user from anywhere.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';
const path = process.env.CHROMIUM_PATH || DEFAULT_PATH;
const INSTALL = 'sudo apt-get update && sudo apt-get install -y chromium';

function executable() {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function fail(message) {
  console.error(`\n${message}\n`);
  process.exit(1);
}

function install() {
  const custom = path === DEFAULT_PATH ? '' : ` and unset CHROMIUM_PATH (or point it at ${DEFAULT_PATH})`;
  if (process.getuid?.() !== 0) {
    fail(
      `Chromium is missing (${path}); the end-to-end tests drive it. Install it${custom}, then run npm test again:\n\n  ${INSTALL}\n\n` +
        `(That is for Debian or Ubuntu and puts it at ${DEFAULT_PATH}; elsewhere, install Chromium and set CHROMIUM_PATH to its binary.)`,
    );
  }
  // apt-get puts it at the default path only; another path is the developer's to fill.
  if (custom) fail(`Chromium is not at CHROMIUM_PATH=${path}. Point CHROMIUM_PATH at a Chromium binary, or unset it to have npm test install ${DEFAULT_PATH}.`);
  console.log(`Chromium is missing (${path}); installing it with apt-get, as the end-to-end tests drive it.`);
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.error || result.status !== 0) {
      fail(`apt-get ${args.join(' ')} failed${result.error ? ` (${result.error.message})` : ''}. Install Chromium yourself and set CHROMIUM_PATH to its binary.`);
    }
  }
  if (!executable()) fail(`apt-get installed chromium, but there is still no ${path}. Set CHROMIUM_PATH to the Chromium binary.`);
  console.log(`Chromium installed: ${path}`);
}

if (!executable()) install();
