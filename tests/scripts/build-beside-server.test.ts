/** @jest-environment node */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, runNode } from './run-script';

/**
 * scripts/build.mjs refuses to build while a Next.js server of this checkout runs: the server
 * writes the pages it regenerates into .next/server's page cache, keyed by route and not by
 * build, so the new build would serve pages made by the old code (an e2e run beside
 * `npm run demo` saw the demo's old CSS on /en).
 */
const RUNNING_SERVER_OF = `import { runningServerOf } from './scripts/build.mjs';`;

async function check(processes: { pid: number; cwd: string; command: string }[]) {
  const run = await runNode(['--input-type=module', '-e', `${RUNNING_SERVER_OF} console.log(JSON.stringify(runningServerOf(${JSON.stringify(ROOT)}, ${JSON.stringify(processes)})));`]);
  return JSON.parse(run.output) as number | null;
}

describe('scripts/build.mjs beside a running server', () => {
  it("finds next start, next dev and the standalone server in the checkout or under it, and nothing else", async () => {
    expect(await check([{ pid: 7, cwd: ROOT, command: 'next-server (v15.5.29)' }])).toBe(7);
    expect(await check([{ pid: 8, cwd: ROOT, command: 'node node_modules/.bin/next dev -p 3000' }])).toBe(8);
    expect(await check([{ pid: 9, cwd: join(ROOT, '.next/standalone'), command: 'node server.js' }])).toBeNull();
    expect(await check([{ pid: 10, cwd: join(ROOT, '.next/standalone'), command: 'node .next/standalone/server.js' }])).toBe(10);
    // The mock, another checkout beside this one, a server elsewhere.
    expect(await check([{ pid: 11, cwd: ROOT, command: 'node node_modules/.bin/tsx src/mocks/serve.ts' }])).toBeNull();
    expect(await check([{ pid: 12, cwd: `${ROOT}-copy`, command: 'next-server (v15.5.29)' }])).toBeNull();
    expect(await check([{ pid: 13, cwd: '/srv/other', command: 'next-server (v15.5.29)' }])).toBeNull();
  });

  it('stops a build at once, saying which process to stop, while one runs', async () => {
    // A stand-in whose command line names next-server, running in the checkout.
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)', 'next-server'], { cwd: ROOT, stdio: 'ignore' });
    try {
      const run = await runNode(['--input-type=module', '-e', `import { buildApp } from './scripts/build.mjs'; await buildApp({ MOCK_BACKEND: '1' });`]);
      expect(run.output).toContain(`A Next.js server of this checkout is running (pid ${server.pid}`);
      expect(run.code).not.toBe(0);
      expect(run.ms).toBeLessThan(10_000);
    } finally {
      server.kill();
    }
  });
});
