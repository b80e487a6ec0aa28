import { getResponse, http, HttpResponse } from 'msw';
import { handlers } from '@/mocks/handlers';
import { server } from '../utils/msw';

/**
 * The next `times` POSTs to `/main/{path}` reach the mock backend, which acts on them, and
 * then lose their answer as a connection dropped on the way back does (the app reads 100).
 * Later ones are answered as usual.
 */
export function loseAnswers(path: string, times = 1): void {
  let left = times;
  server.use(
    http.post(`*/main/${path}`, async ({ request }) => {
      if (left <= 0) return undefined;
      left -= 1;
      await getResponse(handlers, request);
      return HttpResponse.error();
    }),
  );
}
