import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-error';

describe('authErrorMessage', () => {
  it('says clearly that the e-mail or password is wrong', () => {
    const error = { status: 401, code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' };
    expect(authErrorMessage(error, 'x')).toBe('Wrong e-mail or password. Please try again.');
  });

  it("passes the server's own message on, e.g. the rate limit", () => {
    const error = { status: 429, message: 'Too many attempts. Please wait 42 seconds and try again.' };
    expect(authErrorMessage(error, 'x')).toBe(error.message);
  });

  it('explains an unreachable server and hides server faults', () => {
    expect(authErrorMessage({ status: 0 }, 'x')).toMatch(/cannot be reached/);
    expect(authErrorMessage({ status: 500, message: 'TypeError at line 3' }, 'x')).toMatch(/on our side/);
  });

  it('falls back when there is no message', () => {
    expect(authErrorMessage({ status: 400 }, 'Please try again.')).toBe('Please try again.');
  });
});
