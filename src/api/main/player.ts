import type { Locale } from '@/routes/href';
import { okSchema } from '../schemas/common';
import { activitySchema, balanceSchema, loyaltySchema, playerSchema, smsHistorySchema } from '../schemas/player';
import { mainGet, mainPost } from './client';

export const getPlayer = () => mainGet('player', playerSchema);
export const getBalance = () => mainGet('player/balance', balanceSchema);
export const getActivity = () => mainGet('player/activity', activitySchema);
export const getLoyalty = () => mainGet('player/loyalty', loyaltySchema);

export function updatePassword(oldPassword: string, password: string, confirmPassword: string) {
  return mainPost('player/updatePassword', { oldPassword, password, confirmPassword }, okSchema);
}

/**
 * A first password for a player who has none (a bank-login player completing the account):
 * updatePassword without an old one (spec 4 "add password"; docs/decisions.md "Account").
 */
export function addPassword(password: string, confirmPassword: string) {
  return mainPost('player/updatePassword', { password, confirmPassword }, okSchema);
}

export type PlayerFields = Partial<{
  receiveEmail: boolean;
  receiveSms: boolean;
  email: string;
  phoneNumber: string;
  nickName: string;
  firstName: string;
  lastName: string;
  address: string;
  zipCode: string;
  city: string;
}>;

/** POST /player/updateFields (updatePlayerFields, updateMarketing). */
export const updatePlayerFields = (fields: PlayerFields) => mainPost('player/updateFields', fields, okSchema);

/** Server-side validation of account data; a 429 is a plain failure with its status text (spec 7.5). */
export const validateEmail = (email: string) => mainPost('player/email', { email }, okSchema, { rateLimitAsResult: true });
export const validateNickname = (nickname: string) => mainPost('player/nickname', { nickname }, okSchema);
export const validatePhone = (phonenumber: string) => mainPost('player/phonenumber', { phonenumber }, okSchema);

export const changeLanguage = (language: Locale) => mainPost('player/changeLanguage', { language }, okSchema);

export const sendVerificationSms = () => mainGet('player/sendVerificationSms', okSchema);
export const sendVerificationEmail = () => mainGet('player/sendVerificationEmail', okSchema);
export const getSmsVerificationHistory = () => mainGet('player/smsVerificationHistory', smsHistorySchema);
export const verifySmsShortCode = (code: string) => mainPost('player/verifySmsShortCode', { code }, okSchema);
export const verifyEmailShortCode = (code: string) => mainPost('player/verifyEmailShortCode', { code }, okSchema);
