import { DEFAULT_WORLD } from './worlds';

export const WORLD_COOKIE = 'kasino_world';
export const WORLD_HEADER = 'x-kasino-world';

const WORLD_NAME = /^[\w-]{1,64}$/;
const cookieValue = (cookie: string | null | undefined) => new RegExp(`(?:^|;\\s*)${WORLD_COOKIE}=([^;]*)`).exec(cookie ?? '')?.[1];

/** Which world a request belongs to: header, then cookie, then the default world. */
export function worldIdOf(request: Request): string {
  const header = request.headers.get(WORLD_HEADER);
  if (header && WORLD_NAME.test(header)) return header;
  const cookie = cookieValue(request.headers.get('cookie'));
  return cookie && WORLD_NAME.test(cookie) ? cookie : DEFAULT_WORLD;
}

/**
 * Why a request's world name is refused, or null: the mock server answers 400 rather than
 * put a name it cannot take in the shared default world (a switch meant for "qa.alice" would
 * have turned maintenance on for everyone) or cut it short ("qa.alice" and "qa.bob" both "qa").
 */
export function badWorldName(header: string | undefined, cookie: string | undefined): string | null {
  const named = [header, cookieValue(cookie)].filter((name): name is string => name !== undefined && name !== '');
  const bad = named.find((name) => !WORLD_NAME.test(name));
  return bad === undefined ? null : `A world's name (the ${WORLD_HEADER} header, the ${WORLD_COOKIE} cookie) is 1 to 64 of A-Z, a-z, 0-9, _ and -, not ${JSON.stringify(bad.slice(0, 80))}`;
}
