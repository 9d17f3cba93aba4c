import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '@/app/providers';
import { GOOGLE_UNAVAILABLE, GoogleButton } from './google-button';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const body = String(input) === '/api/config' ? { siteName: 'Chaka Parts', googleSignIn: false } : {};
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('Login with Google', () => {
  it('says so when the shop has no Google sign-in, and goes nowhere', async () => {
    render(
      <AppProviders queryClient={createQueryClient()}>
        <GoogleButton label="Login with Google" returnTo="/shop" />
      </AppProviders>,
    );
    const button = screen.getByRole('button', { name: 'Login with Google' });
    await vi.waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await userEvent.click(button);
    expect(await screen.findByText(GOOGLE_UNAVAILABLE)).toBeTruthy();
    const calls = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(calls.filter((url) => url.includes('/api/auth/'))).toEqual([]);
  });
});
