/**
 * A browser-like cookie jar for jest: fetch in jsdom keeps no cookies, but the mock backend's
 * session lives in one. Requests to the mock carry the jar; Set-Cookie answers fill it.
 */
const jar = new Map<string, string>();
const MOCK = /^http:\/\/localhost:4010\//;

export function installCookieJar(): void {
  const original = global.fetch;
  global.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!MOCK.test(url) || jar.size === 0) return track(await original(input, init), url);
    const headers = new Headers(init?.headers);
    headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    return track(await original(input, { ...init, headers }), url);
  };
}

function track(response: Response, url: string): Response {
  if (!MOCK.test(url)) return response;
  for (const line of response.headers.getSetCookie?.() ?? []) {
    const [pair = '', ...attributes] = line.split(';');
    const [name = '', value = ''] = pair.trim().split('=');
    if (attributes.some((a) => /max-age=0/i.test(a.trim())) || value === '') jar.delete(name);
    else jar.set(name, value);
  }
  return response;
}

export const cookieJar = {
  set: (name: string, value: string) => jar.set(name, value),
  get: (name: string) => jar.get(name),
  clear: () => jar.clear(),
};
