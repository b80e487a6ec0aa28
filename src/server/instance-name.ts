/** An instance name as a header may carry it (letters, digits, `.`, `_`, `-`, `:`), or null. */
export function instanceName(value: string | undefined): string | null {
  const name = (value ?? '').trim();
  return /^[\w.:-]{1,64}$/.test(name) ? name : null;
}
