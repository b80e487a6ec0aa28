import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { lazyCall } from '@/api/lazy';
import { playerKeys } from './keys';

/** POST /player/updateFields: user data, email, phone number and the marketing choices (spec 7.1). */
export const updatePlayerFields = lazyCall('player', 'updatePlayerFields');
/** Old, new and confirmation; 109 is a wrong old password here (spec 8). */
export const updatePassword = lazyCall('player', 'updatePassword');
/** The server's email check before an update; a 429 answers its status text (spec 7.5). */
export const validateEmail = lazyCall('player', 'validateEmail');
export const validatePhone = lazyCall('player', 'validatePhone');
export const sendVerificationSms = lazyCall('player', 'sendVerificationSms');
export const verifySmsShortCode = lazyCall('player', 'verifySmsShortCode');
/** The email address's confirmation code (spec 7.1), sent after a change or when asked for. */
export const sendVerificationEmail = lazyCall('player', 'sendVerificationEmail');
export const verifyEmailShortCode = lazyCall('player', 'verifyEmailShortCode');

/** The marketing prompt's yes (spec 4): SMS and email marketing on. */
export const acceptMarketing = () => updatePlayerFields({ receiveSms: true, receiveEmail: true });

/** After a change to the account: the player is asked for again; resolves once answered. */
export function useReloadPlayer(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(playerKeys.player());
  }, [mutate]);
}
