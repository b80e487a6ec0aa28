import { apiError } from '@/api/errors';
import { isUnsettled } from '@/api/idempotency';

describe('isUnsettled: which failures leave it open whether the backend acted', () => {
  it.each([100, 408, 500, 502, 503, 504, 599])('%i: maybe acted, so the same key is sent again', (code) => {
    expect(isUnsettled(apiError(code))).toBe(true);
  });

  it.each([104, 115, 117, 119, 122, 129, 217, 237, 429, 499, 600, 999, 1001])('%i: a definite answer', (code) => {
    expect(isUnsettled(apiError(code))).toBe(false);
  });
});
