import { http } from 'msw';
import { setupServer } from 'msw/node';
import { handlers } from '@/mocks/handlers';

/**
 * Next rewrites the app's same-origin /api/* to the second API; jsdom has no Next server, so
 * the same forwarding happens here (to the mock's /second/*, through the cookie jar).
 */
const secondApiRewrite = http.all('http://localhost/api/*', ({ request }) => {
  const target = request.url.replace('http://localhost/api/', 'http://localhost:4010/second/');
  return fetch(new Request(target, request));
});

/** The mock backend's own handlers, intercepted in-process for jest. */
export const server = setupServer(...handlers, secondApiRewrite);
