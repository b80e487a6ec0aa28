import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@/api/client-header';

/**
 * What keeps a web page from using the mock backend on a developer's machine. Any page the
 * developer opens can send requests to localhost; these checks make the ones it can forge fail.
 */

/** The header a QA switch (`__qa/*`) needs: a page cannot send it cross-site without a preflight, which the mock never allows for it. */
export const QA_HEADER = 'x-kasino-qa';

/**
 * The Host names the mock answers to on its port. A DNS-rebinding page reaches 127.0.0.1 under
 * its own name, so its requests carry that name and are refused.
 */
export function allowedHost(host: string | undefined, port: number): boolean {
  return host !== undefined && [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`].includes(host.toLowerCase());
}

/** Whether a request to the main API carries the client header (a POST without it is refused). */
export const hasClientHeader = (request: Request): boolean => request.headers.get(CLIENT_HEADER) === CLIENT_HEADER_VALUE;

export const isJson = (request: Request): boolean => /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(request.headers.get('content-type') ?? '');
