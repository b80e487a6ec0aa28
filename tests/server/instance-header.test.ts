/** @jest-environment node */
import { createServer, ServerResponse, type Server } from 'node:http';
import { INSTANCE_HEADER, tagResponses } from '@/server/instance-header';
import { server as inProcessMock } from '../utils/msw';

/**
 * x-kasino-instance on every response of a named instance (src/server/instance-header.ts), also
 * on one ended without an explicit writeHead, and never over a header the response set itself.
 */
describe('the instance header', () => {
  const writeHead = ServerResponse.prototype.writeHead;
  let server: Server;
  let base = '';

  beforeAll(async () => {
    // Real sockets here: the in-process interception of the other suites would answer instead.
    inProcessMock.close();
    tagResponses('app7');
    tagResponses('ignored: once is enough');
    server = createServer((req, res) => {
      if (req.url === '/implicit') return res.end('ok');
      if (req.url === '/own') return res.writeHead(200, { [INSTANCE_HEADER]: 'mine' }).end();
      if (req.url === '/flat') return res.writeHead(200, 'OK', ['content-type', 'text/plain']).end('flat');
      res.writeHead(404, [['content-type', 'text/plain']]).end('missing');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    // The prototype is this worker's: put it back for the other test files.
    ServerResponse.prototype.writeHead = writeHead;
    delete (ServerResponse.prototype as unknown as Record<symbol, unknown>)[Symbol.for('kasino.instanceHeader')];
  });

  it('names the instance on every response', async () => {
    for (const path of ['/implicit', '/flat', '/nested']) {
      const response = await fetch(`${base}${path}`);
      expect(response.headers.get(INSTANCE_HEADER)).toBe('app7');
      await response.text();
    }
  });

  it('keeps a header the response set itself', async () => {
    expect((await fetch(`${base}/own`)).headers.get(INSTANCE_HEADER)).toBe('mine');
  });
});
