import { apiError } from '@/api/errors';
import { ApiFailure, failureOf } from '@/data/core/failure';

describe('failureOf', () => {
  it("is the backend's failure a query threw", () => {
    const failure = apiError(235, 'AML');
    expect(failureOf(new ApiFailure(failure))).toBe(failure);
  });

  it('is null for anything else: code that threw, no error at all', () => {
    expect(failureOf(new Error('boom'))).toBeNull();
    expect(failureOf(undefined)).toBeNull();
  });
});
