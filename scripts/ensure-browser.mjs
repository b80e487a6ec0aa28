// The first step of `npm test` and of `npm run test:e2e`: Playwright drives the system Chromium
// at CHROMIUM_PATH (default /usr/bin/chromium). On a fresh machine it is installed here when we
// may (as root, with Debian's apt-get); otherwise this stops within seconds with the command to
// run, before typecheck, lint or the build spend minutes. Node built-ins only, so that it runs
// as any user from anywhere.
//
// With it comes Debian's chromium-headless-shell (the same source and version, Chromium's old
// headless mode), which the suites drive when CHROMIUM_PATH is not set: it runs them in about a
// third less time on CI's two cores (scripts/chromium.mjs). Without it they drive the full one.
//
// The fonts come with it: the site's system font stack (src/ui/theme.ts) is whatever fontconfig
// resolves, and the visual baselines (e2e/visual.spec.ts) are drawn in DejaVu Sans, with its
// oblique and light faces (fonts-dejavu-extra), and Liberation for Arial. Debian's chromium only
// recommends fonts-liberation, and fontconfig takes DejaVu only as one of several alternatives,
// so they are named here (docs/decisions.md, "Visual baselines").
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';
const path = process.env.CHROMIUM_PATH || DEFAULT_PATH;
const HEADLESS_SHELL = { package: 'chromium-headless-shell', path: '/usr/bin/chromium-headless-shell' };
const FONT_PACKAGES = ['fonts-dejavu-core', 'fonts-dejavu-extra', 'fonts-liberation'];
const PACKAGES = ['chromium', HEADLESS_SHELL.package, ...FONT_PACKAGES];
const INSTALL = `sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}`;
/** One file of each font package, where Debian puts it. */
const FONT_FILES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
];

function executable(file = path) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function fail(message) {
  console.error(`\n${message}\n`);
  process.exit(1);
}

/** Runs apt-get update and apt-get install of `packages`, or ends the run with what failed. */
function aptInstall(packages, otherwise) {
  for (const args of [['update'], ['install', '-y', ...packages]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.error || result.status !== 0) {
      fail(`apt-get ${args.join(' ')} failed${result.error ? ` (${result.error.message})` : ''}. ${otherwise}`);
    }
  }
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
  aptInstall(PACKAGES, 'Install Chromium yourself and set CHROMIUM_PATH to its binary.');
  if (!executable()) fail(`apt-get installed chromium, but there is still no ${path}. Set CHROMIUM_PATH to the Chromium binary.`);
  console.log(`Chromium installed: ${path}`);
}

/**
 * Chromium was there already, but not the headless shell (needed only when CHROMIUM_PATH does
 * not name the browser) or not every font: as root with apt-get they are installed; a developer
 * is told, and the run goes on (the suites then drive the full browser, more slowly; only the
 * visual baselines need the fonts).
 */
function ensureCompanions() {
  const missing = [
    ...(process.env.CHROMIUM_PATH || executable(HEADLESS_SHELL.path) ? [] : [HEADLESS_SHELL.package]),
    ...(FONT_FILES.every((file) => existsSync(file)) ? [] : FONT_PACKAGES),
  ];
  if (missing.length === 0) return;
  const has = (tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
  if (process.getuid?.() !== 0 || !has('apt-get')) {
    console.warn(
      `\nMissing beside Chromium: ${missing.join(', ')}. Without the headless shell the end-to-end tests drive the full browser, more slowly; without the fonts e2e/visual.spec.ts fails. On Debian or Ubuntu:\n\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n`,
    );
    return;
  }
  console.log(`Installing ${missing.join(', ')} with apt-get, beside Chromium.`);
  aptInstall(missing, `Install ${missing.join(', ')} yourself.`);
}

if (!executable()) install();
else ensureCompanions();
