// The app's production build, stamped with the backends it was made for: their URLs are
// inlined into the pages, the rewrites and the CSP, so a build serves only runs that ask for
// the same ones, and `npm run demo` rebuilds when they differ. `npm run build` runs this file.
import { readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import productionConfig from '../src/lib/production-config.js';
import serviceUrls from '../src/lib/service-urls.js';
import { precompress } from './precompress.mjs';
import { bin, childEnv, hasBuild, loadEnv, PlainError, run } from './proc.mjs';

const STAMP = '.next/kasino-build.json';

/** `next build` with `env` over this process's environment, the .gz of its static assets, then the stamp. */
export async function buildApp(env = {}) {
  // next.config.js refuses too; this says it without a stack trace, before a minute of building.
  try {
    productionConfig.assertProductionConfig(childEnv(env));
  } catch (error) {
    throw new PlainError(error instanceof Error ? error.message : String(error));
  }
  const server = runningServerOf(process.cwd(), linuxProcesses());
  if (server) {
    throw new PlainError(
      `A Next.js server of this checkout is running (pid ${server}: npm run demo, dev or cluster?). Stop it first: ` +
        'a build replaces .next under it, and the pages it regenerates would land in the new build\'s page cache.',
    );
  }
  await run(bin('next'), ['build'], env);
  const gz = precompress('.next/static');
  console.log(`Pre-compressed ${gz.files} static assets for nginx's gzip_static: ${kb(gz.bytes)} kB -> ${kb(gz.gzipBytes)} kB.`);
  const stamp = { backends: serviceUrls.buildBackends(childEnv(env)), siteUrl: siteUrlOfBuild(env) };
  writeFileSync(STAMP, `${JSON.stringify(stamp, null, 2)}\n`);
}

const kb = (bytes) => Math.round(bytes / 1024);

/**
 * This machine's processes as `{ pid, cwd, command }`, read from /proc (Linux; elsewhere none,
 * and the check below finds nothing).
 */
function linuxProcesses() {
  if (process.platform !== 'linux') return [];
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid)
    .flatMap((pid) => {
      try {
        return [{ pid: Number(pid), cwd: readlinkSync(`/proc/${pid}/cwd`), command: readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ') }];
      } catch {
        return []; // gone meanwhile, or not ours to read
      }
    });
}

/**
 * The pid of a Next.js server (`next start`, `next dev`, the standalone server) running in this
 * checkout or under it, or null. Such a server reads .next while it runs and writes the pages it
 * regenerates into .next/server's page cache, keyed by route, not by build: a build under it
 * would serve those pages, made by the old code, from the new build (seen in an e2e run beside
 * `npm run demo`).
 */
export function runningServerOf(checkout, processes) {
  const inCheckout = (cwd) => cwd === checkout || cwd.startsWith(`${checkout}${sep}`);
  const server = processes.find((p) => inCheckout(p.cwd) && /next-server|\bnext (start|dev)\b|next\/dist\/bin\/next (start|dev)|standalone\/server\.js/.test(p.command));
  return server ? server.pid : null;
}

/** The site's address a build with `env` inlines; null when unset (the app's own default, src/lib/env.ts). */
const siteUrlOfBuild = (env) => childEnv(env).NEXT_PUBLIC_SITE_URL || null;

/** The stamp of the build in .next, or null when there is none that reads. */
function readStamp() {
  try {
    return JSON.parse(readFileSync(STAMP, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * What a run with `env` should know about reusing the build in .next, though it can serve it:
 * its canonical links, hreflang and sitemap name another site address (a build made on another
 * port); null when they name this run's, or there is no stamp to say. Not a reason to rebuild:
 * a demo on another port reuses the suite's build (e2e/demo), and the pages work the same.
 */
export function otherSiteUrlNote(env = {}) {
  const built = readStamp()?.siteUrl;
  const wanted = siteUrlOfBuild(env);
  if (!built || !wanted || built === wanted) return null;
  return `its canonical links and sitemap name ${built}, not ${wanted} (NEXT_PUBLIC_SITE_URL is inlined at build time; --build makes them this run's)`;
}

/** Why the build in .next cannot serve a run with `env`, or null when it can. */
export function staleBuildReason(env = {}) {
  if (!hasBuild()) return 'there is no build yet';
  const stamp = readStamp();
  if (!stamp) return `the build does not record which backends it was made for (${STAMP})`;
  const built = stamp.backends ?? {};
  const wanted = serviceUrls.buildBackends(childEnv(env));
  const changed = Object.keys(wanted).filter((key) => built[key] !== wanted[key]);
  if (!changed.length) return null;
  const first = changed[0];
  return `the build was made for other backend URLs (${first}: ${built[first] ?? 'none'}, this run: ${wanted[first]})`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  loadEnv();
  await buildApp();
}
