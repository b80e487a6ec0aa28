import { decideGuard, pathAfterLogin, type LoginStatus, type PageGuard } from '@/routes/guard';

const base = { currentPath: '/fi/profile/limits', loginPath: '/fi/kirjaudu', homePath: '/fi', redirectUrl: undefined };
const decide = (guard: PageGuard | undefined, status: LoginStatus, redirectUrl?: unknown) =>
  decideGuard({ ...base, guard, status, redirectUrl });

describe('decideGuard', () => {
  it('renders unguarded pages for everyone', () => {
    expect(decide(undefined, 'loggedOut')).toEqual({ action: 'render' });
    expect(decide(undefined, 'unknown')).toEqual({ action: 'render' });
  });
  it('sends a logged-out visitor of a protected page to login, returning here', () => {
    expect(decide('auth-required', 'loggedOut')).toEqual({
      action: 'redirect',
      to: '/fi/kirjaudu?redirectUrl=%2Ffi%2Fprofile%2Flimits',
    });
  });
  it('waits while the session is unknown, then renders for a player', () => {
    expect(decide('auth-required', 'unknown')).toEqual({ action: 'wait' });
    expect(decide('auth-required', 'loggedIn')).toEqual({ action: 'render' });
  });
  it('sends a logged-in player away from login to a safe redirectUrl, or home', () => {
    expect(decide('redirect-for-authenticated', 'loggedIn', '/fi/pelit')).toEqual({ action: 'redirect', to: '/fi/pelit' });
    expect(decide('redirect-for-authenticated', 'loggedIn', '//evil.example')).toEqual({ action: 'redirect', to: '/fi' });
    expect(decide('redirect-for-authenticated', 'loggedIn', 'https://evil.example')).toEqual({ action: 'redirect', to: '/fi' });
    expect(decide('redirect-for-authenticated', 'loggedIn')).toEqual({ action: 'redirect', to: '/fi' });
    expect(decide('redirect-for-authenticated', 'loggedOut', '/fi/pelit')).toEqual({ action: 'render' });
  });
});

describe('pathAfterLogin', () => {
  it('goes on from the login page to its redirectUrl, or home; from another page, to that page', () => {
    expect(pathAfterLogin('/et/sisselogimine?redirectUrl=%2Fen%2Fgames%2Ffavourites', '/et/sisselogimine', '/et')).toBe('/en/games/favourites');
    expect(pathAfterLogin('/et/sisselogimine?redirectUrl=%2F%2Fevil.example', '/et/sisselogimine', '/et')).toBe('/et');
    expect(pathAfterLogin('/et/sisselogimine', '/et/sisselogimine', '/et')).toBe('/et');
    expect(pathAfterLogin('/et/uudised', '/et/sisselogimine', '/et')).toBe('/et/uudised');
  });
});
