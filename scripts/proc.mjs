// Shared by the npm scripts: one environment and one way to start and stop child processes.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export const baseEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  // Without this, next build and next/jest try to "patch" the lockfile over the network.
  NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
};

const children = new Set();

/** Runs a command to completion; rejects on a non-zero exit. */
export function run(cmd, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...baseEnv, ...env } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`))));
  });
}

/** Starts a long-running process; all of them stop together. */
export function start(cmd, args, env = {}) {
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...baseEnv, ...env } });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (code !== 0 && code !== null && signal === null && !child.killed) stopAll(code);
  });
  return child;
}

export function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

export const bin = (name) => `node_modules/.bin/${name}`;
export const hasBuild = () => existsSync('.next/BUILD_ID');
