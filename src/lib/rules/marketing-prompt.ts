/** Spec 9: the marketing prompt comes again at the earliest 30 days after the last one. */
export const MARKETING_PROMPT_INTERVAL_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * Spec 4: the marketing prompt shows when the player has not agreed to SMS and either no
 * prompt is recorded or the last one was 30 or more days before the last login.
 */
export function shouldPromptMarketing({ receiveSms, lastPrompt, lastLogin }: { receiveSms: boolean; lastPrompt: Date | null; lastLogin: Date | null }): boolean {
  if (receiveSms) return false;
  if (lastPrompt === null) return true;
  if (lastLogin === null) return false;
  return lastLogin.getTime() - lastPrompt.getTime() >= MARKETING_PROMPT_INTERVAL_DAYS * DAY_MS;
}
