import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage, hasStatus } from './error-message';

describe('errorMessage', () => {
  it("passes the shop's own answer on", () => {
    expect(errorMessage(new ApiError(409, 'Not enough left'), 'x')).toBe('Not enough left');
  });

  it('falls back for anything that is not an answer of the shop', () => {
    expect(errorMessage(new TypeError('e is undefined'), 'Please try again.')).toBe('Please try again.');
    expect(errorMessage(undefined, 'Please try again.')).toBe('Please try again.');
  });
});

describe('hasStatus', () => {
  it("tells the shop's answers apart by status", () => {
    expect(hasStatus(new ApiError(403, 'Forbidden'), 401, 403)).toBe(true);
    expect(hasStatus(new ApiError(0, 'The shop cannot be reached.'), 401, 403)).toBe(false);
    expect(hasStatus(null, 404)).toBe(false);
  });
});
