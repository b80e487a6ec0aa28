import { DEFAULT_WORLD } from './worlds';

export const WORLD_COOKIE = 'kasino_world';
export const WORLD_HEADER = 'x-kasino-world';

/** Which world a request belongs to: header, then cookie, then the default world. */
export function worldIdOf(request: Request): string {
  const header = request.headers.get(WORLD_HEADER);
  if (header && /^[\w-]{1,64}$/.test(header)) return header;
  const cookie = request.headers.get('cookie') ?? '';
  const match = new RegExp(`(?:^|;\\s*)${WORLD_COOKIE}=([\\w-]{1,64})`).exec(cookie);
  return match?.[1] ?? DEFAULT_WORLD;
}
