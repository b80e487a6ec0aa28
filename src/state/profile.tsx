import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { LoginStatus } from '@/routes/guard';

/**
 * Profile and login state (spec 3 "Profile state"). The session issue fills it from the
 * player fetch; until a player logs in, the status is loggedOut.
 */
export type ProfileState = {
  loginStatus: LoginStatus;
  isLoggedIn: boolean;
};

const ProfileContext = createContext<ProfileState | null>(null);

export function ProfileProvider({ children, initialStatus = 'loggedOut' }: { children: ReactNode; initialStatus?: LoginStatus }) {
  const value = useMemo<ProfileState>(
    () => ({ loginStatus: initialStatus, isLoggedIn: initialStatus === 'loggedIn' }),
    [initialStatus],
  );
  return <ProfileContext.Provider value={value}>{children}</ProfileContext.Provider>;
}

export function useProfile(): ProfileState {
  const value = useContext(ProfileContext);
  if (!value) throw new Error('useProfile outside ProfileProvider');
  return value;
}
