import { LoginForm } from '@/features/session/LoginForm';
import { usePanels } from '@/state/panels';

/** Logged-out sidebar (spec 2.5): the login form, bank login, forgot password, registration. */
export function LoggedOutBody() {
  const { close } = usePanels();
  return <LoginForm idPrefix="sidebar-login" onLoggedIn={close} />;
}
