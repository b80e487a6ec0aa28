/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listening, ROOT, runNode } from './run-script';

/** A port nothing listens on now (the kernel's pick, released again). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Something else already listening on a port, as another app would be. */
function holdPort(): Promise<{ port: number; server: Server }> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, () => resolve({ port: (server.address() as { port: number }).port, server }));
  });
}

const NO_STACK = /^\s+at /m;

describe.each([
  ['demo', 'npm run demo'],
  ['dev', 'npm run dev'],
])('scripts/%s.mjs with a port taken', (name, command) => {
  let held: { port: number; server: Server };
  beforeEach(async () => {
    held = await holdPort();
  });
  afterEach(() => new Promise<void>((resolve) => held.server.close(() => resolve())));

  it('ends at once naming the app port and PORT, and starts nothing', async () => {
    const mockPort = await freePort();
    const run = await runNode([`scripts/${name}.mjs`], { env: { PORT: String(held.port), MOCK_PORT: String(mockPort), MOCK_URL: '' } });
    expect(run.output).toMatch(new RegExp(`Port ${held.port} is in use\\. Choose another: PORT=\\d+ ${command}`));
    expect(run.output).not.toMatch(NO_STACK);
    expect(run.code).toBe(1);
    expect(run.ms).toBeLessThan(5_000);
    expect(await listening(mockPort)).toBe(false);
  });

  it('ends at once naming the mock port and MOCK_PORT (or MOCK_URL for a mock of your own), and starts nothing', async () => {
    const port = await freePort();
    const run = await runNode([`scripts/${name}.mjs`], { env: { PORT: String(port), MOCK_PORT: String(held.port), MOCK_URL: '' } });
    expect(run.output).toMatch(new RegExp(`Port ${held.port} is in use\\. Choose another: MOCK_PORT=\\d+ ${command}`));
    expect(run.output).toContain(`MOCK_URL=http://localhost:${held.port} ${command}`);
    expect(run.output).not.toMatch(NO_STACK);
    expect(run.code).toBe(1);
    expect(run.ms).toBeLessThan(5_000);
    expect(await listening(port)).toBe(false);
  });

  it('does not check MOCK_PORT when MOCK_URL names a running mock: only the app port is reported', async () => {
    const mock = await holdPort();
    try {
      const run = await runNode([`scripts/${name}.mjs`], {
        env: { PORT: String(held.port), MOCK_PORT: String(mock.port), MOCK_URL: `http://localhost:${mock.port}` },
      });
      expect(run.output).toContain(`Port ${held.port} is in use`);
      expect(run.output).not.toContain(`Port ${mock.port}`);
      expect(run.code).toBe(1);
    } finally {
      await new Promise<void>((resolve) => mock.server.close(() => resolve()));
    }
  });
});

/** What `expression` (over scripts/ports.mjs and scripts/build.mjs) gives, run in `cwd`. */
async function evaluate(expression: string, cwd?: string): Promise<unknown> {
  const scripts = join(ROOT, 'scripts');
  const code = `import { runConfig } from '${scripts}/ports.mjs'; import { otherSiteUrlNote } from '${scripts}/build.mjs'; console.log(JSON.stringify(${expression}));`;
  const run = await runNode(['--input-type=module', '-e', code], { cwd, env: { NEXT_PUBLIC_SITE_URL: '' } });
  expect(run.code).toBe(0);
  return JSON.parse(run.output.trim()) as unknown;
}

describe("the site's address a run builds and serves with (NEXT_PUBLIC_SITE_URL)", () => {
  it("is the run's port on localhost, so a demo on another port links to itself", async () => {
    expect(await evaluate(`runConfig({ PORT: '3400' }, { port: 3000, mockPort: 4010 }).env.NEXT_PUBLIC_SITE_URL`)).toBe('http://localhost:3400');
    expect(await evaluate(`runConfig({}, { port: 3100, mockPort: 4110 }).env.NEXT_PUBLIC_SITE_URL`)).toBe('http://localhost:3100');
  });

  it('is the one set, whatever the port', async () => {
    expect(await evaluate(`runConfig({ PORT: '3400', NEXT_PUBLIC_SITE_URL: 'https://kasino.example' }, { port: 3000, mockPort: 4010 }).env.NEXT_PUBLIC_SITE_URL`)).toBe('https://kasino.example');
  });

  it("is named when the demo reuses a build made for another one, and not when the build's is this run's", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kasino-stamp-'));
    try {
      mkdirSync(join(dir, '.next'));
      writeFileSync(join(dir, '.next/kasino-build.json'), JSON.stringify({ backends: {}, siteUrl: 'http://localhost:3100' }));
      expect(await evaluate(`otherSiteUrlNote({ NEXT_PUBLIC_SITE_URL: 'http://localhost:3310' })`, dir)).toMatch(/name http:\/\/localhost:3100, not http:\/\/localhost:3310 .*--build/);
      expect(await evaluate(`otherSiteUrlNote({ NEXT_PUBLIC_SITE_URL: 'http://localhost:3100' })`, dir)).toBeNull();
      // A build from before the stamp recorded it says nothing it does not know.
      writeFileSync(join(dir, '.next/kasino-build.json'), JSON.stringify({ backends: {} }));
      expect(await evaluate(`otherSiteUrlNote({ NEXT_PUBLIC_SITE_URL: 'http://localhost:3310' })`, dir)).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
