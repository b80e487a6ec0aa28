import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { CLIENT_HEADER } from '@/api/client-header';
import { IDEMPOTENCY_HEADER } from '@/api/idempotency';
import { allowedHost } from './guards';
import { badWorldName, WORLD_HEADER } from './world/select';

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin || !LOOPBACK_ORIGIN.test(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    // Never the QA header: only tools and tests flip the switches, never a page.
    'Access-Control-Allow-Headers': `Content-Type, X-Kasino-World, ${CLIENT_HEADER}, ${IDEMPOTENCY_HEADER}`,
    'Access-Control-Max-Age': '600',
    'Access-Control-Expose-Headers': 'Date',
    Vary: 'Origin',
  };
}

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) headers.set(key, value.join(', '));
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0;
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

const KEEP_ALIVE_MS = 30_000;

/**
 * Serves msw handlers over HTTP: the same handlers jest uses become the QA mock backend. It
 * answers only to its own loopback names (against DNS rebinding).
 */
export function createMockServer(handlers: RequestHandler[], origin: string): Server {
  const port = Number(new URL(origin).port);
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    if (!allowedHost(req.headers.host, port)) {
      res.writeHead(421, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: `Unknown Host header: the mock answers to localhost:${port}, 127.0.0.1:${port} and [::1]:${port} only` }));
      return;
    }
    const cors = corsHeaders(req.headers.origin);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    const header = req.headers[WORLD_HEADER];
    const badWorld = badWorldName(Array.isArray(header) ? header.join(',') : header, req.headers.cookie);
    if (badWorld) {
      res.writeHead(400, { 'Content-Type': 'application/json', ...cors }).end(JSON.stringify({ error: badWorld }));
      return;
    }
    try {
      const request = await toRequest(req, origin);
      const response = await getResponse(handlers, request);
      if (!response) {
        res.writeHead(404, { 'Content-Type': 'application/json', ...cors }).end(JSON.stringify({ error: 'Not found' }));
        return;
      }
      const headers: Record<string, string | string[]> = { ...cors };
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') headers[key] = value;
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) headers['set-cookie'] = cookies;
      res.writeHead(response.status, response.statusText, headers);
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      console.error('[mock] handler failed:', error instanceof Error ? error.message : error);
      res.writeHead(500, { 'Content-Type': 'application/json', ...cors }).end(JSON.stringify({ success: false, errorCode: 100 }));
    }
  });
  // Clients (Playwright's request context, the app's server) keep sockets open between calls. At
  // Node's default 5 s a call sent as the server closes an idle socket was reset (ECONNRESET in
  // a QA switch, seen in CI); 30 s, still under Node's 60 s headers timeout, makes that rare.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  return server;
}
