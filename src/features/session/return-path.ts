import { useRouter } from 'next/router';
import { safeRedirectPath } from '@/routes/safe-redirect';

/**
 * The page a visitor was asked to log in for (the login page's redirectUrl, spec 2.2), by the
 * one rule every redirectUrl passes: a same-site path, else undefined (a link's query then
 * leaves it out). The login page hands it on to registration, and registration to the login
 * links it offers, so a visitor who registers on the way is still taken back after logging in.
 */
export function useReturnPath(): string | undefined {
  return safeRedirectPath(useRouter().query.redirectUrl) ?? undefined;
}
