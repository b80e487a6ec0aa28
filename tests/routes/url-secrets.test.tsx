import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { ForgotPasswordScreen } from '@/features/session/ForgotPasswordScreen';
import { VerifyEmailScreen } from '@/features/session/VerifyEmailScreen';
import { LanguageSwitcher } from '@/features/shell/LanguageSwitcher';
import { decideGuard } from '@/routes/guard';
import { secretsInSearch, URL_SECRETS, withoutSecrets } from '@/routes/url-secrets';
import { renderWithProviders } from '../utils/render';

const SHALLOW = { locale: false, shallow: true, scroll: false };

describe('withoutSecrets', () => {
  it('drops t, code, bankToken and token and keeps the rest as it came', () => {
    expect(withoutSecrets('?t=abc&redirectUrl=%2Ffi%2Fpelit')).toBe('?redirectUrl=%2Ffi%2Fpelit');
    expect(withoutSecrets('?code=1&token=2&bankToken=3')).toBe('');
    expect(withoutSecrets('?demo=1&panel=profile')).toBe('?demo=1&panel=profile');
    expect(withoutSecrets('?t=1&t=2&x=y')).toBe('?x=y');
    expect(withoutSecrets('')).toBe('');
  });

  it('never leaves a secret, whatever else the query holds (property)', () => {
    const name = fc.oneof(fc.constantFrom(...URL_SECRETS), fc.stringMatching(/^[a-zA-Z]{1,8}$/));
    fc.assert(
      fc.property(fc.array(fc.tuple(name, fc.string()), { maxLength: 8 }), (pairs) => {
        const search = `?${new URLSearchParams(pairs).toString()}`;
        const left = new URLSearchParams(withoutSecrets(search));
        for (const secret of URL_SECRETS) expect(left.has(secret)).toBe(false);
        const others = pairs.filter(([key]) => !(URL_SECRETS as readonly string[]).includes(key));
        expect([...left.entries()]).toEqual(others);
      }),
      { numRuns: 500, seed: 11 },
    );
  });
});

describe('secretsInSearch', () => {
  it('reads the secrets of a query string as the router query would give them', () => {
    expect(secretsInSearch('?t=abc&redirectUrl=%2Ffi')).toEqual({ t: 'abc' });
    expect(secretsInSearch('bankToken=b&code=c')).toEqual({ bankToken: 'b', code: 'c' });
    // A repeated or empty one is no token, as in secretsOf.
    expect(secretsInSearch('?t=1&t=2&token=')).toEqual({});
    expect(secretsInSearch('')).toEqual({});
  });
});

describe('tokens in the address bar', () => {
  it('the language links never copy one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageSwitcher />, {
      locale: 'fi',
      router: { pathname: '/login', query: { t: 'secret', redirectUrl: '/fi/pelit' }, asPath: '/fi/kirjaudu?t=secret&redirectUrl=%2Ffi%2Fpelit' },
    });
    await user.click(screen.getByRole('button', { name: 'Kieli: Suomi' }));
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/login?redirectUrl=%2Ffi%2Fpelit');
    expect(screen.getByRole('link', { name: 'Eesti' })).toHaveAttribute('href', '/et/sisselogimine?redirectUrl=%2Ffi%2Fpelit');
  });

  it('the activation code leaves it as soon as it is read', async () => {
    const { router } = renderWithProviders(<VerifyEmailScreen />, { locale: 'en', router: { pathname: '/verifyemail', asPath: '/verifyemail?code=act-9', query: { code: 'act-9' } } });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/en/verifyemail', undefined, SHALLOW));
    expect(await screen.findByText('The link is not valid. Please ask for a new one.')).toBeInTheDocument();
  });

  it('the password-reset code leaves it, and the new-password form keeps it in memory', async () => {
    const { router } = renderWithProviders(<ForgotPasswordScreen />, { locale: 'en', router: { pathname: '/login/forgotPassword', asPath: '/login/forgotPassword?code=reset-1', query: { code: 'reset-1' } } });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/en/login/forgotPassword', undefined, SHALLOW));
    expect(screen.getByLabelText(/^New password/)).toBeInTheDocument();
  });

  it('a page without one is left alone', async () => {
    const { router } = renderWithProviders(<VerifyEmailScreen />, { locale: 'en', router: { pathname: '/verifyemail', asPath: '/verifyemail?x=1', query: { x: '1' } } });
    expect(await screen.findByText('This page needs the link from your activation email.')).toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();
  });
});

describe('the guard during a login from the address bar', () => {
  const base = { guard: 'redirect-for-authenticated' as const, status: 'loggedIn' as const, currentPath: '/fi/kirjaudu', redirectUrl: undefined, loginPath: '/fi/kirjaudu', homePath: '/fi' };
  it('keeps a logged-in player on the login page while it is under way, and sends them home after', () => {
    expect(decideGuard({ ...base, loginHandoff: true })).toEqual({ action: 'render' });
    expect(decideGuard({ ...base, loginHandoff: false })).toEqual({ action: 'redirect', to: '/fi' });
  });
});
