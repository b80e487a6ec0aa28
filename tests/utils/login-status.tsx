import { screen, waitFor } from '@testing-library/react';
import type { LoginStatus as Status } from '@/routes/guard';
import { useProfile } from '@/state/profile';

/**
 * The providers' login status, for a test to wait on. Hidden, so that it is in no role query
 * and no page's text a test reads.
 */
export function LoginStatus() {
  return (
    <output data-testid="login-status" hidden>
      {useProfile().loginStatus}
    </output>
  );
}

/**
 * Waits (rendered beside <LoginStatus />) for the session check that every render with the
 * providers makes to settle. A visitor's ends in a 115, whose clear updates the profile: a test
 * that never waits on it has it land outside act(), or in the next test's app, whose
 * session-lost handler is then the one it runs.
 */
export async function sessionChecked(status: Exclude<Status, 'unknown'> = 'loggedOut'): Promise<void> {
  await waitFor(() => expect(screen.getByTestId('login-status')).toHaveTextContent(status));
}
