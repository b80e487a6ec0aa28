/** @jest-environment node */
import { createServer, type Server } from 'node:net';
import { listening, runNode } from './run-script';

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
