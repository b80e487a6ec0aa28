/**
 * This tab's session storage, or null where there is none (the server) or it is blocked (a
 * browser's privacy setting throws on access). What the wallet keeps across a reload of the
 * tab lives there: a deposit away at the provider, the key of a money call not yet answered.
 */
export function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
