// Shared by the npm scripts: one environment, one way to start and stop child processes and to
// wait until a server answers.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import nextEnv from '@next/env';

/**
 * Loads .env files the way Next.js does (production files unless `dev`), so the scripts check
 * the ports and stamp the build with the same values `next` will read; the environment wins
 * over the files. Call it before reading any configuration.
 */
export function loadEnv({ dev = false } = {}) {
  nextEnv.loadEnvConfig(process.cwd(), dev, { info() {}, error: console.error });
}

/** The environment of a child process. */
export const childEnv = (extra = {}) => ({
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  // Without this, next build and next/jest try to "patch" the lockfile over the network.
  NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
  ...extra,
});

/** Running children and the signal that stops each one cleanly. */
const children = new Map();

function track(child, stopSignal = 'SIGTERM') {
  children.set(child, stopSignal);
  child.once('exit', () => children.delete(child));
  return child;
}

/** A failure the user can act on: printed as a plain message, without a stack trace. */
export class PlainError extends Error {}

/**
 * Runs a command to completion; rejects on a non-zero exit (the command has said why).
 * `stopSignal` is what stops it cleanly when this script is stopped: Playwright tears down its
 * web servers on SIGINT only.
 */
export function run(cmd, args, env = {}, { stopSignal = 'SIGTERM' } = {}) {
  return new Promise((resolve, reject) => {
    const child = track(spawn(cmd, args, { stdio: 'inherit', env: childEnv(env) }), stopSignal);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new PlainError(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/**
 * Starts a long-running process; all of them stop together, and with this script. `output`, a
 * file path, takes its stdout and stderr instead of this terminal (appended), for a test to read.
 */
export function start(cmd, args, env = {}, { output } = {}) {
  const fd = output ? openSync(output, 'a') : null;
  const child = track(spawn(cmd, args, { stdio: fd === null ? 'inherit' : ['ignore', fd, fd], env: childEnv(env) }));
  if (fd !== null) closeSync(fd); // the child has its own copy
  child.on('exit', (code, signal) => {
    if (stopping || child.killed) return;
    if (code !== 0 || signal !== null) {
      console.error(`${cmd} ${args.join(' ')} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
      stopAll(code || 1);
    }
  });
  return child;
}

/** Stops one child started by `start` and resolves when it has exited. */
export function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(children.get(child) ?? 'SIGTERM');
  return exited;
}

let stopping = false;
let signalExitCode = 0;

/**
 * The exit code when this script is stopped by SIGINT or SIGTERM. Ctrl-C is how a developer
 * ends `npm run demo` or `npm run dev` (0); a stopped test run has not passed.
 */
export function exitCodeWhenStopped(code) {
  signalExitCode = code;
}

/** Stops every child (its stop signal, then SIGKILL after 10 s) and exits once they are gone. */
export function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  const alive = [...children.keys()];
  for (const child of alive) child.kill(children.get(child));
  const force = setTimeout(() => {
    for (const child of children.keys()) child.kill('SIGKILL');
    process.exit(code);
  }, 10_000);
  Promise.all(alive.map((child) => new Promise((resolve) => (children.has(child) ? child.once('exit', resolve) : resolve())))).then(() => {
    clearTimeout(force);
    process.exit(code);
  });
}

process.on('SIGINT', () => stopAll(signalExitCode));
process.on('SIGTERM', () => stopAll(signalExitCode));
// A failed step (also a rejected top-level await) ends the script and everything it started.
process.on('uncaughtException', (error) => {
  console.error(error instanceof PlainError ? error.message : error);
  stopAll(1);
});

/** Resolves once `url` answers with a status below 500; rejects after `timeoutMs`. */
export async function waitFor(url, { timeoutMs = 60_000, what = url, headers = {} } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(5_000) });
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new PlainError(`${what} did not answer at ${url} within ${Math.round(timeoutMs / 1000)} s.`);
}

/**
 * The mock backend for a run (config from ports.mjs runConfig): started on MOCK_PORT and ready
 * when this resolves, or, with MOCK_URL, the developer's own one, which must answer.
 * Returns the started child, or null.
 */
export async function startMock(config) {
  const state = `${config.mockOrigin}/__qa/state`;
  // The header the mock's QA switches need (src/mocks/guards.ts).
  const headers = { 'x-kasino-qa': '1' };
  if (config.mockUrl) {
    await waitFor(state, { timeoutMs: 10_000, what: `The mock backend at MOCK_URL (${config.mockUrl})`, headers });
    return null;
  }
  const child = start(bin('tsx'), ['src/mocks/serve.ts'], config.env);
  await waitFor(state, { timeoutMs: 30_000, what: 'The mock backend', headers });
  return child;
}

export const bin = (name) => `node_modules/.bin/${name}`;
export const hasBuild = () => existsSync('.next/BUILD_ID');
