/**
 * One of the browser's storage areas, read and written so that it never throws: there is none
 * on the server, a browser's privacy setting (storage blocked) throws on access and a full
 * quota throws on a write. A failure reads as nothing kept; each caller says what the player
 * then goes without.
 *
 * Small and without imports: the login page loads it first (through @/features/session/bank-return.ts).
 * The shell does not use it (@/features/shell/use-disruption-dismissal.ts): it would add the
 * whole module to every page's first load.
 */
function storageArea(area: 'sessionStorage' | 'localStorage') {
  const attempt = <T>(act: (storage: Storage) => T): T | null => {
    try {
      return act(window[area]);
    } catch {
      return null;
    }
  };
  /** The text kept under `key`, or null (none, or storage blocked). */
  const read = (key: string): string | null => attempt((storage) => storage.getItem(key));
  return {
    read,
    /** The JSON kept under `key` as the caller's `check` makes it out (see parseJson), or null. */
    readJson: <T>(key: string, check: (value: unknown) => T | null): T | null => parseJson(read(key), check),
    /**
     * Keeps `value` under `key`; false where it could not be kept (storage blocked or full).
     * Then what was kept before under `key` goes too (a removal never needs room): a later read
     * must find nothing rather than an older value, which a caller would take for this one.
     */
    keep: (key: string, value: string): boolean => {
      const kept =
        attempt((storage) => {
          storage.setItem(key, value);
          return true;
        }) === true;
      if (!kept) attempt((storage) => storage.removeItem(key));
      return kept;
    },
    forget: (key: string): void => {
      attempt((storage) => storage.removeItem(key));
    },
  };
}

/**
 * This tab's session storage. What the wallet keeps across a reload of the tab lives there: a
 * deposit away at the provider, the key of a money call not yet answered.
 */
export const tabStorage = storageArea('sessionStorage');

/** This browser's local storage, kept across visits: where the player left the session timer, a spin to complete. */
export const browserStorage = storageArea('localStorage');

/**
 * `text` read as JSON and handed to `check`, which returns the value it accepts or null; null
 * also for no text and for text that is not JSON (garbled, or written by another version).
 */
export function parseJson<T>(text: string | null, check: (value: unknown) => T | null): T | null {
  try {
    return text === null ? null : check(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * The fields of a parsed JSON object, for a `check` to test one by one; anything else has none
 * (each field reads as undefined, which no check accepts).
 */
export const jsonFields = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
