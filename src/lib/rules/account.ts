import { emailField, nicknameField, phoneField, shortText, zipField } from '../form-rules';

/**
 * The player's text fields that `updateFields` takes (spec 7.1) with their rules (spec 5), shared
 * by the settings forms and the mock backend, which refuses what the forms refuse.
 */
export const PLAYER_TEXT_RULES = {
  email: emailField,
  phoneNumber: phoneField,
  nickName: nicknameField,
  firstName: shortText,
  lastName: shortText,
  address: shortText,
  zipCode: zipField,
  city: shortText,
} as const;

export type PlayerTextField = keyof typeof PLAYER_TEXT_RULES;

export const PLAYER_TEXT_FIELDS = Object.keys(PLAYER_TEXT_RULES) as PlayerTextField[];

/** The fields of the user-data form; email and phone have their own flows (docs/decisions.md "Account"). */
export const USER_DATA_FIELDS = ['nickName', 'firstName', 'lastName', 'address', 'zipCode', 'city'] as const satisfies readonly PlayerTextField[];
export type UserDataField = (typeof USER_DATA_FIELDS)[number];

export const isPlayerTextField = (name: unknown): name is PlayerTextField => typeof name === 'string' && name in PLAYER_TEXT_RULES;

/** Whether a value passes its field's rule as sent (a form trims before it sends). */
export const isValidPlayerField = (field: PlayerTextField, value: string): boolean => {
  const parsed = PLAYER_TEXT_RULES[field]().safeParse(value);
  return parsed.success && parsed.data === value;
};
