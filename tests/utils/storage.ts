/**
 * Browser storage as a privacy setting or a full quota leaves it, for the test's duration
 * (restore with jest.restoreAllMocks). Blocked: every access throws. Full: reads work, writes
 * throw.
 */
export function blockStorage(): void {
  const blocked = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  for (const method of ['getItem', 'setItem', 'removeItem'] as const) jest.spyOn(Storage.prototype, method).mockImplementation(blocked);
}

export function fillStorage(): void {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
}
