import type { Locale } from '@/routes/href';
import type { ApiResult } from '../errors';
import { okSchema } from '../schemas/common';
import { bankLoginInitSchema, bankLoginStatusSchema, loginSchema } from '../schemas/player';
import { mainPost } from './client';

/** Bank login country by locale (spec 9): FIN for Finnish (and the default), EST for Estonian. */
export const bankCountryFor = (locale: Locale): 'FIN' | 'EST' => (locale === 'et' ? 'EST' : 'FIN');

export type Credentials = { email: string; password: string };

/** POST /login. The session arrives as a cookie; the player is fetched next (spec 4). */
export function login({ email, password }: Credentials) {
  return mainPost('login', { email, password, policyChecked: true, privacyPolicyChecked: true }, loginSchema);
}

export function logout() {
  return mainPost('logout', {}, okSchema);
}

/** POST /autoLogin with the `t` token from a link. */
export function autoLogin(t: string) {
  return mainPost('autoLogin', { t, policyChecked: true, privacyPolicyChecked: true }, loginSchema);
}

export function activate(activationCode: string) {
  return mainPost('player/activate', { activationCode }, okSchema);
}

export type Registration = {
  email: string;
  password: string;
  confirmPassword: string;
  country: 'FIN' | 'EST';
  language: Locale;
  nickName: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  address: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  phoneNumber: string;
  promoCode?: string;
  ageChecked: boolean;
  policyChecked: boolean;
  privacyPolicyChecked: boolean;
  /**
   * The affiliate the visitor came from (spec 9's cookie, "1" by default). Spec 7.1 names no
   * field for it: this name is ours (docs/decisions.md).
   */
  affiliateReference: string;
};

export function registerPlayer(registration: Registration) {
  return mainPost('player/registerPlayer', { ...registration, registrationCurrency: 'EUR' }, okSchema);
}

export function triggerForgotPassword(email: string, birthDate: string) {
  return mainPost('player/triggerForgotPassword', { email, birthDate }, okSchema);
}

export function modifyForgotPassword(activationCode: string, password: string, confirmPassword: string) {
  return mainPost('player/modifyForgotPassword', { activationCode, password, confirmPassword }, okSchema);
}

/** Bank login starts at the payment provider: POST /payment/initLogin (spec 7.1). */
export function initBankLogin(locale: Locale, method = 'bank'): Promise<ApiResult<{ token: string; redirectUrl: string }>> {
  return mainPost('payment/initLogin', { country: bankCountryFor(locale), method }, bankLoginInitSchema);
}

export function bankLoginStatus(token: string) {
  return mainPost('payment/loginStatus', { token }, bankLoginStatusSchema);
}
