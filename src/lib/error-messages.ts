/**
 * The error catalogue of spec 8: each code maps to a message key in the `errors` namespace.
 * Some screens show a code as another (spec 8): the account-completion modal shows 104 as
 * 196 and 180 as the generic failure, and the new-customer deposit shows 115 as 108. Some
 * say a code in their own words (SCREEN_KEYS), where the catalogue's would mislead.
 */
export const ERROR_KEYS: Readonly<Record<number, string>> = {
  100: 'unexpected',
  104: 'badCredentials',
  107: 'badCredentials',
  110: 'badCredentials',
  108: 'blocked',
  109: 'wrongBirthday',
  111: 'frozen',
  114: 'notActivated',
  115: 'notLoggedIn',
  117: 'paymentAmount',
  119: 'paymentProvider',
  121: 'negativeBalance',
  122: 'gamingLimit',
  125: 'noPaymentDetails',
  127: 'withdrawalBlocked',
  129: 'paymentNotAllowed',
  131: 'gameNotFound',
  132: 'gameDisabled',
  155: 'termsNotAccepted',
  214: 'termsNotAccepted',
  215: 'termsNotAccepted',
  160: 'documentUpload',
  180: 'duplicateData',
  181: 'emailNotFound',
  183: 'activationCodeNotFound',
  195: 'validateField',
  196: 'validateField',
  209: 'activationCodeUsed',
  210: 'userNotActive',
  213: 'passwordMismatch',
  217: 'coolOff',
  219: 'emailNotVerified',
  231: 'pep',
  232: 'transactionsBlocked',
  234: 'sourceOfFunds',
  235: 'amlBlocked',
  260: 'amlBlocked',
  237: 'firstDepositLock',
  238: 'selfExclusion',
  258: 'selfExclusionUnreachable',
  // Not in the backend's catalogue: the client's own deadline (src/api/timeouts.ts), HTTP's Request Timeout.
  408: 'timeout',
  429: 'tooManyRequests',
  1001: 'passwordShort',
};

/**
 * The screen a code is shown on, where that changes what is shown. Besides spec 8's own cases,
 * the backend answers some refusals with a catalogue code whose message names something else
 * (docs/decisions.md "Mock backend": 180 for refused changes, 121 for a withdrawal above cash
 * minus reserve); the screens that get them say what happened in their own words.
 */
export type ErrorContext =
  | 'default'
  | 'accountCompletion'
  | 'newCustomerDeposit'
  | 'passwordPanel'
  | 'withdrawInit'
  /** The withdrawal itself: 121 means the withdrawable cash dropped after the form loaded. */
  | 'withdraw'
  /** A deposit for a campaign: 180 means the campaign is no longer open to the player. */
  | 'campaignDeposit'
  /** A free-spin bonus's cancel: 180 means it is gone or cannot be cancelled. */
  | 'freeSpinCancel'
  /** A loyalty-point conversion: 180 means more points than the player has. */
  | 'loyaltyConvert'
  /** The loss-limit confirmation modal: 180 means the change it asks about is no longer waiting. */
  | 'limitConfirm'
  /** A bank login's end: 104 means the bank did not identify the player (cancelled), 119 that it did not answer in time. */
  | 'bankLogin';

/** The code a screen shows for a code the backend sent. */
export function displayedCode(code: number, context: ErrorContext = 'default'): number {
  if (context === 'accountCompletion' && code === 104) return 196;
  if (context === 'newCustomerDeposit' && code === 115) return 108;
  return code;
}

/** Per screen, the codes whose catalogue message would mislead there, and the message said instead. */
const SCREEN_KEYS: Readonly<Partial<Record<ErrorContext, Readonly<Record<number, string>>>>> = {
  passwordPanel: { 109: 'wrongOldPassword' },
  // Spec 8: the account-completion modal shows 180 as the generic failure.
  accountCompletion: { 180: 'unexpected' },
  withdraw: { 121: 'withdrawableChanged' },
  campaignDeposit: { 180: 'campaignUnavailable' },
  freeSpinCancel: { 180: 'freeSpinUnavailable' },
  loyaltyConvert: { 180: 'notEnoughPoints' },
  limitConfirm: { 180: 'noPendingLimitChange' },
  bankLogin: { 104: 'bankLoginFailed', 119: 'bankLoginTimedOut' },
};

/** The generic failure's key: what an unknown code (a 503, a 500) says. */
export const UNEXPECTED_KEY = 'errors:unexpected';

/** The `errors:` translation key for a code on a screen; unknown codes are an unexpected error. */
export function errorKey(code: number, context: ErrorContext = 'default'): string {
  const shown = displayedCode(code, context);
  const key = SCREEN_KEYS[context]?.[shown] ?? ERROR_KEYS[shown];
  return key ? `errors:${key}` : UNEXPECTED_KEY;
}

/**
 * Codes whose end time (params.expireTimestamp) is a sentence of their message: "Your break ends
 * on …" reads on from the cool-off's message, where a line "Until …" of its own would hang loose.
 * Other codes show the end as that line under the message.
 */
const END_KEYS: Readonly<Record<number, string>> = { 217: 'errors:coolOffEnds' };

/** The `errors:` key of the sentence that names a code's end time, or null (the "Until …" line). */
export const endKey = (code: number, context: ErrorContext = 'default'): string | null => END_KEYS[displayedCode(code, context)] ?? null;

/** Codes shown in the highlighted activation style with its hint (spec 8, login). */
export const isActivationError = (code: number): boolean => code === 210 || code === 114;

/** 235 and 260 on withdraw init carry an extra withdraw message (spec 8). */
export const hasWithdrawNote = (code: number, context: ErrorContext): boolean =>
  context === 'withdrawInit' && (code === 235 || code === 260);
