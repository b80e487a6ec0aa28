import type { ApiError, ApiResult } from '@/api/errors';
import { lazyCall } from '@/api/lazy';
import { sendVerificationSms, updatePlayerFields, validateEmail, validatePhone } from './account-mutation';

const validateNickname = lazyCall('player', 'validateNickname');
const addPassword = lazyCall('player', 'addPassword');

export type Completion = { nickName: string; email: string; phoneNumber: string; password: string; confirmPassword: string };

/** The steps of spec 4 "Account completion", in the order they run. */
export const COMPLETION_STEPS = ['nickName', 'email', 'phone', 'password', 'account', 'sms'] as const;
export type CompletionStep = (typeof COMPLETION_STEPS)[number];

export type CompletionResult = { ok: true } | { ok: false; step: CompletionStep; error: ApiError };

/**
 * Completes a bank-login player's account (spec 4): validate nickname, validate email, validate
 * phone, add password, complete account, send the verification SMS, one after another; the
 * first failure ends the chain and says which step it was.
 */
export async function completeAccount(values: Completion): Promise<CompletionResult> {
  const steps: Record<CompletionStep, () => Promise<ApiResult<unknown>>> = {
    nickName: () => validateNickname(values.nickName),
    email: () => validateEmail(values.email),
    phone: () => validatePhone(values.phoneNumber),
    password: () => addPassword(values.password, values.confirmPassword),
    account: () => updatePlayerFields({ nickName: values.nickName, email: values.email, phoneNumber: values.phoneNumber }),
    sms: () => sendVerificationSms(),
  };
  for (const step of COMPLETION_STEPS) {
    const result = await steps[step]();
    if (!result.success) return { ok: false, step, error: result };
  }
  return { ok: true };
}
