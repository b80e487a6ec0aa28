import type { World } from './types';

/** Codes the mock "emails" (activation, password reset) or texts (`sms`, to the number); QA reads them at /__qa/mail. */
export type SentMail = { to: string; kind: 'activation' | 'reset' | 'emailCode' | 'sms'; code: string; sentAt: string };

const outbox = new WeakMap<World, SentMail[]>();

export function sendMail(world: World, mail: SentMail): void {
  const list = outbox.get(world) ?? [];
  list.unshift(mail);
  outbox.set(world, list.slice(0, 50));
}

export function mailOf(world: World): SentMail[] {
  return outbox.get(world) ?? [];
}
