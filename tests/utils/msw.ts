import { act } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { handlers } from '@/mocks/handlers';

/**
 * Next rewrites the app's same-origin /api/* to the second API; jsdom has no Next server, so
 * the same forwarding happens here (to the mock's /second/*, through the cookie jar).
 */
const secondApiRewrite = http.all('http://localhost/api/*', async ({ request }) => {
  const target = request.url.replace('http://localhost/api/', 'http://localhost:4010/second/');
  // Headers copied one by one and the body read whole: handed on as they were, the multipart
  // body reached the handler without its content type, so its fields read empty.
  const headers = new Headers();
  request.headers.forEach((value, key) => headers.set(key, value));
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  return fetch(target, { method: request.method, headers, body });
});

/** The mock backend's own handlers, intercepted in-process for jest. */
export const server = setupServer(...handlers, secondApiRewrite);

/**
 * Holds the next call of a main-API path (`player/limit/loss`) until the returned call, which
 * lets it through: then the mock's own handler answers, or `answer` when given. For catching a
 * screen while its call is under way.
 */
function holdNext(method: 'get' | 'post', path: string, answer?: () => Response, once = true): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(http[method](`*/main/${path}`, () => held.then(() => answer?.()), { once }));
  return () => act(release);
}

/**
 * Holds every call of a main-API path until released, for a read that polls: a test slowed
 * past the poll's interval (limits every 5 s) saw the second call answered while the first
 * was still held.
 */
export const holdEveryGet = (path: string, answer?: () => Response) => holdNext('get', path, answer, false);

export const holdPost = (path: string, answer?: () => Response) => holdNext('post', path, answer);
export const holdGet = (path: string, answer?: () => Response) => holdNext('get', path, answer);
