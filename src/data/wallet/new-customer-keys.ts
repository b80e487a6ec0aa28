/**
 * Cache keys of a new customer's deposit (spec 6): there is no player, so they are outside the
 * player's scope (a logout or a 115 leaves them be), and a player's methods (with stored
 * details) are never read as a visitor's. Apart from ./keys.ts, which pages carry in their
 * first load: these keys are only the deposit panel's.
 */
export const newCustomerKeys = {
  paymentMethods: () => ['newCustomer', 'paymentMethods'] as const,
  depositStatus: (token: string) => ['newCustomer', 'depositStatus', token] as const,
};
