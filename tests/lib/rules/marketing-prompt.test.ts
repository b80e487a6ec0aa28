import fc from 'fast-check';
import { MARKETING_PROMPT_INTERVAL_DAYS, shouldPromptMarketing } from '@/lib/rules/marketing-prompt';

const DAY = 86_400_000;
const LOGIN = new Date('2026-11-24T12:00:00Z');

describe('shouldPromptMarketing (spec 4)', () => {
  it('never asks a player who has agreed to SMS', () => {
    fc.assert(
      fc.property(fc.option(fc.date({ noInvalidDate: true }), { nil: null }), fc.option(fc.date({ noInvalidDate: true }), { nil: null }), (lastPrompt, lastLogin) => {
        expect(shouldPromptMarketing({ receiveSms: true, lastPrompt, lastLogin })).toBe(false);
      }),
    );
  });

  it('asks when no prompt is recorded', () => {
    expect(shouldPromptMarketing({ receiveSms: false, lastPrompt: null, lastLogin: LOGIN })).toBe(true);
    expect(shouldPromptMarketing({ receiveSms: false, lastPrompt: null, lastLogin: null })).toBe(true);
  });

  it('asks again exactly when the last prompt was 30 or more days before the last login', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5 * DAY, max: 90 * DAY }), (before) => {
        const lastPrompt = new Date(LOGIN.getTime() - before);
        expect(shouldPromptMarketing({ receiveSms: false, lastPrompt, lastLogin: LOGIN })).toBe(before >= MARKETING_PROMPT_INTERVAL_DAYS * DAY);
      }),
    );
    expect(shouldPromptMarketing({ receiveSms: false, lastPrompt: new Date(LOGIN.getTime() - 30 * DAY), lastLogin: LOGIN })).toBe(true);
    expect(shouldPromptMarketing({ receiveSms: false, lastPrompt: new Date(LOGIN.getTime() - 30 * DAY + 1), lastLogin: LOGIN })).toBe(false);
  });

  it('does not ask again without a known last login', () => {
    expect(shouldPromptMarketing({ receiveSms: false, lastPrompt: new Date(0), lastLogin: null })).toBe(false);
  });
});
