/** Integer cents to the wire's euro string with 2 decimals, without float arithmetic. */
export function toEuros(cents: number): string {
  const whole = Math.round(cents);
  const abs = Math.abs(whole);
  return `${whole < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
