import { TEST_ORIGIN, type TestShop } from './app.js';

/** The address the test shop's mails link to. */
export const PUBLIC_URL = 'http://localhost:3000';

/** The account calls of the tests, on the shop `current` gives once it is open. */
export function accountRequests(current: () => TestShop) {
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    current().app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, ...headers }, payload });
  const session = (headers: Record<string, string>) =>
    current().app.inject({ method: 'GET', url: '/api/auth/get-session', headers });
  const syncUser = (email: string, headers: Record<string, string>, body: object = { email }) =>
    current().app.inject({
      method: 'PUT',
      url: `/api/user/${encodeURIComponent(email)}`,
      headers: { origin: TEST_ORIGIN, ...headers },
      payload: body,
    });
  return { post, session, syncUser };
}
