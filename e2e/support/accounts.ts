import { expect, type Page } from '@playwright/test';
import { e2eEnvironment } from './environment';

export const PASSWORD = 'partsPass1';

let counter = 0;
/** A unique address per call, so parallel tests never share an account. */
export function uniqueEmail(prefix = 'customer'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}-${Date.now().toString(36)}@example.com`;
}

/**
 * Registers a customer through the API from inside the page's browser context and signs in (sign-up
 * itself signs nobody in), so the session cookie lands in the browser. For tests whose subject is
 * not sign-up.
 */
export async function signUpInBrowser(
  page: Page,
  { name = 'Rahim Uddin', email = uniqueEmail(), password = PASSWORD } = {},
): Promise<{ name: string; email: string; password: string }> {
  const { baseUrl } = e2eEnvironment();
  const response = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: baseUrl },
    data: { name, email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  await signInInBrowser(page, email, password);
  return { name, email, password };
}

/** Signs in through the API from inside the browser context. */
export async function signInInBrowser(page: Page, email: string, password = PASSWORD): Promise<void> {
  const { baseUrl } = e2eEnvironment();
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseUrl },
    data: { email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs in as the admin account the shop under test was started with (ADMIN_EMAIL). */
export async function signInAsAdmin(page: Page): Promise<void> {
  const { admin } = e2eEnvironment();
  await signInInBrowser(page, admin.email, admin.password);
}
