import { hasCookie, removeCookie, setCookie } from '@/lib/cookies';

describe('cookies', () => {
  afterEach(() => {
    for (const name of ['kasino_signed_in', 'NEXT_LOCALE']) document.cookie = `${name}=; max-age=0; path=/`;
  });

  it('reads back what it writes, and nothing after removing it', async () => {
    expect(hasCookie('kasino_signed_in', '1')).toBe(false);
    await setCookie('kasino_signed_in', '1');
    expect(hasCookie('kasino_signed_in', '1')).toBe(true);
    expect(hasCookie('kasino_signed_in', '0')).toBe(false);
    await removeCookie('kasino_signed_in');
    expect(hasCookie('kasino_signed_in', '1')).toBe(false);
  });

  it('tells one cookie from another whose name ends the same', async () => {
    document.cookie = 'x_kasino_signed_in=1; path=/';
    expect(hasCookie('kasino_signed_in', '1')).toBe(false);
    await setCookie('NEXT_LOCALE', 'et', { days: 365 });
    expect(document.cookie.split('; ')).toContain('NEXT_LOCALE=et');
    expect(hasCookie('NEXT_LOCALE', 'et')).toBe(true);
    document.cookie = 'x_kasino_signed_in=; max-age=0; path=/';
  });
});
