import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { recordRequests } from '@/test/server';
import { GOOGLE_UNAVAILABLE, GoogleButton } from './google-button';

describe('Login with Google', () => {
  it('says so when the shop has no Google sign-in, and goes nowhere', async () => {
    const requests = recordRequests();
    renderWithApp(<GoogleButton label="Login with Google" returnTo="/shop" />);
    const button = screen.getByRole('button', { name: 'Login with Google' });
    await vi.waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await userEvent.click(button);
    expect(await screen.findByText(GOOGLE_UNAVAILABLE)).toBeTruthy();
    const calls = requests.all.map(({ path }) => path);
    expect(calls.filter((url) => url.includes('/api/auth/'))).toEqual([]);
  });
});
