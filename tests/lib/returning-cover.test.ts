import { createHash } from 'node:crypto';
import { LOAD_COOKIES, RETURNING_ATTR, RETURNING_SCRIPT, SESSION_HINT_COOKIE } from '@/lib/returning-cover';
import { uncoverPage } from '@/lib/uncover';
import { INLINE_SCRIPT_SOURCES, securityHeaders } from '@/lib/security-headers';
import { SESSION_HINT_COOKIE as APP_HINT } from '@/state/profile';
import { globalCss } from '@/ui/global-css';

const clearCookies = () => {
  for (const cookie of document.cookie.split('; ')) document.cookie = `${cookie.split('=')[0]}=; max-age=0; path=/`;
};
const run = () => new Function(RETURNING_SCRIPT)();

const kept = window as unknown as Record<string, string | undefined>;

afterEach(() => {
  clearCookies();
  document.documentElement.removeAttribute(RETURNING_ATTR);
  delete kept[LOAD_COOKIES];
});

describe("a returning player's page is covered until the loading screen is up", () => {
  it('reads the same hint cookie as the app', () => {
    expect(SESSION_HINT_COOKIE).toBe(APP_HINT);
  });

  it('marks the document with the hint, and only with its value 1', () => {
    run();
    expect(document.documentElement.hasAttribute(RETURNING_ATTR)).toBe(false);
    document.cookie = `${SESSION_HINT_COOKIE}=0; path=/`;
    document.cookie = `x${SESSION_HINT_COOKIE}=1; path=/`;
    run();
    expect(document.documentElement.hasAttribute(RETURNING_ATTR)).toBe(false);
    document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
    run();
    expect(document.documentElement.hasAttribute(RETURNING_ATTR)).toBe(true);
    uncoverPage();
    expect(document.documentElement.hasAttribute(RETURNING_ATTR)).toBe(false);
  });

  it("keeps the cookies it read for the app's reads at startup, and makes no global of its own", () => {
    document.cookie = 'kasino_preview=1; path=/';
    const before = Object.keys(window).length;
    run();
    expect(kept[LOAD_COOKIES]).toBe('kasino_preview=1');
    expect(Object.keys(window).length).toBe(before + 1);
  });

  it('hides the app under the mark, with a way out should it never start', () => {
    expect(globalCss).toContain(`html[${RETURNING_ATTR}] #__next { visibility: hidden; animation: kasino-uncover 0s 8000ms forwards; }`);
    expect(globalCss).toContain('@keyframes kasino-uncover { to { visibility: visible; } }');
  });

  it('is allowed by its hash in the CSP', () => {
    const hash = `'sha256-${createHash('sha256').update(RETURNING_SCRIPT).digest('base64')}'`;
    expect(INLINE_SCRIPT_SOURCES.split(' ')).toContain(hash);
    const csp = securityHeaders({ isProd: true, env: {} }).find((h) => h.key === 'Content-Security-Policy')?.value ?? '';
    expect(csp).toContain(hash);
  });
});
