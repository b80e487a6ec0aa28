/**
 * The header every main-API call carries. A cross-site page cannot add a custom header without
 * a CORS preflight, which the API answers only for our origins, so a forged form post or
 * no-cors fetch arrives without it and the API refuses it (docs/decisions.md, "CSRF header").
 */
export const CLIENT_HEADER = 'X-Kasino-Client';
export const CLIENT_HEADER_VALUE = 'web';
