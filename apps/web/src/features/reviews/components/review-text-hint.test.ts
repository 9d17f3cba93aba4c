import { describe, expect, it } from 'vitest';
import { reviewTextHint } from './review-text-hint';

describe('the review text hint', () => {
  it.each([
    [0, 'Hey, Nadia! Minimum 100 characters required'],
    [99, 'Hey, Nadia! Minimum 100 characters required'],
    [100, null],
    [249, null],
    [250, 'Stop, Nadia! You have reached the limit at 250'],
  ])('at %i characters is %j', (length, hint) => {
    expect(reviewTextHint('Nadia', length)).toBe(hint);
  });
});
