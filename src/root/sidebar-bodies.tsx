import { LoginForm } from '@/features/session/LoginForm';
import { ProfileMenu } from '@/features/session/ProfileMenu';
import { useSidebar } from '@/state/sidebar';

/** Logged-out sidebar (spec 2.5): the login form, bank login, forgot password, registration. */
export function LoggedOutBody() {
  const { close } = useSidebar();
  return <LoginForm idPrefix="sidebar-login" onLoggedIn={close} />;
}

export function ProfileBody() {
  const { close } = useSidebar();
  return <ProfileMenu onLoggedOut={close} />;
}
