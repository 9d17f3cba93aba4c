import { AUTH_BASE_PATH, accessMessages, requestMessages } from '@chaka/contract';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from '../../lib/auth.js';
import { requestLocale, translateMessage } from '../../lib/i18n.js';
import { authEndpoint, checkAuthInput } from './rules.js';
import { resolveIdentity } from './session.js';
import { signUpCookie, spentSignUpCookie, startedSignUp } from './sign-up-browser.js';

/**
 * better-auth's endpoints on Fastify: one catch-all route for /api/auth/* that checks the input by
 * the shop's rules (rules.ts), hands the request to better-auth as a web Request, and copies its
 * status, headers and every cookie back.
 */
export function addAuthProxy(app: FastifyInstance, auth: Auth, trustedOrigins: string[]) {
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    schema: { hide: true },
    // Sign-out, a new password, a name... may make any cached session wrong: all are read afresh.
    config: { invalidates: ['sessions'] },
    async handler(request, reply) {
      const endpoint = authEndpoint(request.url);
      if (endpoint === null) {
        return reply.code(404).send({ message: requestMessages.noSuchEndpoint(request.method, request.url) });
      }
      const checked = checkAuthInput(endpoint, request);
      if (!checked.ok) {
        const { issues } = checked;
        return reply.code(400).send({ message: issues[0]?.message ?? requestMessages.invalid, issues });
      }
      const webRequest = toWebRequest(request, checked.body);
      const response = await auth.handler(webRequest);
      if (
        !STARTS_AT_PROVIDER.has(endpoint) &&
        leavesShop(response.headers.get('location'), webRequest.url, trustedOrigins)
      ) {
        // Never reached while the checks above hold; if a library change ever lets one through,
        // the browser is not sent to another site and no session goes with the refusal.
        return reply.code(400).send({ message: accessMessages.returnAddress });
      }
      const verified =
        endpoint === '/verify-email' ? await verificationSignIn(auth, request, response) : null;
      const signsIn = verified?.signsIn ?? true;
      reply.code(response.status);
      for (const [key, value] of response.headers) {
        if (!SIGN_IN_HEADERS.has(key) && key !== 'content-length') reply.header(key, value);
      }
      const cookies = signsIn ? response.headers.getSetCookie() : [];
      if (endpoint === '/sign-up/email' && request.method === 'POST' && response.ok) {
        cookies.push(await signUpCookie(auth, (checked.body as { email: string }).email));
      }
      if (verified?.spendsSignUp) cookies.push(await spentSignUpCookie(auth));
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (signsIn && response.headers.has('set-auth-token')) {
        reply.header('set-auth-token', response.headers.get('set-auth-token'));
      }
      return reply.send(await answerBody(request, response));
    },
  });
}

/**
 * better-auth's answer as it is, but for a refusal's message, which is put in the caller's
 * language like every other answer of the API (plugins/errors.ts does it for the others).
 */
async function answerBody(request: FastifyRequest, response: Response): Promise<Buffer | null> {
  if (!response.body) return null;
  const body = Buffer.from(await response.arrayBuffer());
  const locale = requestLocale(request);
  if (response.status < 400 || locale === 'en' || !response.headers.get('content-type')?.includes('json'))
    return body;
  try {
    const answer = JSON.parse(body.toString('utf8')) as { message?: unknown };
    if (typeof answer?.message !== 'string') return body;
    return Buffer.from(JSON.stringify({ ...answer, message: translateMessage(locale, answer.message) }));
  } catch {
    return body;
  }
}

/**
 * The request as better-auth reads it, rebuilt from what was checked: the path (an endpoint's, in
 * the one form authEndpoint lets through), the query as Fastify parsed it, written out anew, and
 * the body's checked fields. Handing it the raw URL would let it read a value otherwise than it
 * was checked: Fastify keeps `/x%%2F..%2F%2Fevil.example` as sent (an invalid escape), while
 * URLSearchParams makes it `/x%/..//evil.example`, which resolves to `//evil.example`.
 */
function toWebRequest(request: FastifyRequest, body: unknown): Request {
  const url = new URL(request.url.split('?')[0] ?? '/', `${request.protocol}://${request.host}`);
  for (const [key, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item));
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && body !== undefined;
  const headers = fromNodeHeaders(request.headers);
  // The client's address as Fastify resolved it (trusting only our own proxies), not as sent.
  headers.set('x-forwarded-for', request.ip);
  if (hasBody) {
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
  }
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
}

/**
 * Whether a Location sends the browser off the shop: resolved as a browser resolves it (against
 * the request's URL, a backslash read as a slash, tabs and line breaks dropped), it must stay on
 * the request's own origin or one of the shop's.
 */
function leavesShop(location: string | null, requestUrl: string, trustedOrigins: string[]): boolean {
  if (location === null) return false;
  try {
    const target = new URL(location, requestUrl);
    return target.origin !== new URL(requestUrl).origin && !trustedOrigins.includes(target.origin);
  } catch {
    return true;
  }
}

/**
 * The endpoints that start a sign-in at an identity provider (Google): their Location is the
 * provider's authorization address, which the library builds from the configured provider, never
 * from what the request sent. The return addresses they carry were checked above and come back in
 * the provider's callback, whose Location is checked like every other.
 */
const STARTS_AT_PROVIDER = new Set(['/sign-in/social', '/link-social', '/sign-in/oauth2', '/oauth2/link']);

/** The headers that hand a browser or an API client a session. */
const SIGN_IN_HEADERS = new Set(['set-cookie', 'set-auth-token']);
const SESSION_TOKEN_COOKIE = /^(?:__Secure-)?better-auth\.session_token=([^;]*)/;

/**
 * Login CSRF: better-auth signs in whoever a verification link belongs to. Opened by another
 * browser (the link sent in a mail or a chat by a stranger who signed up), that would quietly sign
 * the victim into the stranger's account. So the session a verification makes is kept only for a
 * browser that is signed out and started that very sign-up (sign-up-browser.ts); a browser signed
 * in already stays with its own session. Any other new session is undone: deleted, its cookies
 * withheld. The address is verified either way.
 */
async function verificationSignIn(
  auth: Auth,
  request: FastifyRequest,
  response: Response,
): Promise<{ signsIn: boolean; spendsSignUp: boolean }> {
  const token = newSessionToken(response);
  if (!token) return { signsIn: true, spendsSignUp: false };
  const current = await resolveIdentity(auth, request);
  if (current?.sessionToken === token) return { signsIn: true, spendsSignUp: false };
  const { internalAdapter } = await auth.$context;
  if (!current) {
    const made = await internalAdapter.findSession(token);
    if (made && (await startedSignUp(auth, request, made.user.email))) {
      return { signsIn: true, spendsSignUp: true };
    }
  }
  await internalAdapter.deleteSession(token);
  return { signsIn: false, spendsSignUp: false };
}

/** The session token of the session cookie an answer sets, if it sets one. */
function newSessionToken(response: Response): string | undefined {
  for (const cookie of response.headers.getSetCookie()) {
    const signed = cookie.match(SESSION_TOKEN_COOKIE)?.[1];
    const token = signed ? decodeURIComponent(signed).split('.')[0] : undefined;
    if (token) return token;
  }
  return undefined;
}
