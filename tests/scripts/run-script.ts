import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';

export const ROOT = join(__dirname, '../..');

export type ScriptRun = { code: number | null; output: string; ms: number };

/**
 * Runs `node <args>` as a developer would (from the repo unless `cwd` says otherwise) and
 * collects what it printed. Gives up after `timeoutMs`, killing it, so a hang fails the test.
 */
export function runNode(
  args: string[],
  { env = {}, cwd = ROOT, prefix = [], timeoutMs = 15_000 }: { env?: Record<string, string>; cwd?: string; prefix?: string[]; timeoutMs?: number } = {},
): Promise<ScriptRun> {
  const started = Date.now();
  const [cmd = process.execPath, ...cmdArgs] = [...prefix, process.execPath, ...args];
  const child = spawn(cmd, cmdArgs, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: Date.now() - started });
    });
  });
}

/** Whether anything accepts connections on `port` on either loopback address. */
export async function listening(port: number): Promise<boolean> {
  const on = (host: string) =>
    new Promise<boolean>((resolve) => {
      const socket = connect({ port, host });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  return (await on('127.0.0.1')) || (await on('::1'));
}
