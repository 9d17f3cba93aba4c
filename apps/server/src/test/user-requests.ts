import { expect } from 'vitest';
import type { App } from '../app.js';
import { type Customer, TEST_ORIGIN, TEST_PASSWORD } from './app.js';

export const makeAdminPath = (email: string) => `/user/admin/${encodeURIComponent(email)}`;
export const userPath = (email: string) => `/api/user/${encodeURIComponent(email)}`;

/** Whether the shop tells `customer` they are an admin. */
export async function isAdmin(app: App, customer: Customer): Promise<boolean> {
  const response = await app.inject({
    url: `/admin/${encodeURIComponent(customer.email)}`,
    headers: customer.headers,
  });
  return response.json().admin;
}

/** Signs in like a browser: the session cookie plus better-auth's short-lived cached copy of it. */
export async function browserCookies(app: App, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password: TEST_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  expect(response.cookies.map((cookie) => cookie.name)).toContain('better-auth.session_data');
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}
