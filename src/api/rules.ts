/** Constants of the API contract that screens need without loading the client (./lazy.ts). */

/** Spec 9: a search needs at least 3 characters (the field debounces 900 ms). */
export const SEARCH_MIN_LENGTH = 3;
