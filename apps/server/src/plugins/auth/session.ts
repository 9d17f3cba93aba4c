import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from '../../lib/auth.js';
import { type Identity, toIdentity } from '../../lib/identity.js';
import type { ReadCache } from '../../lib/read-cache.js';

/**
 * How long a session, once read, vouches for its caller without another database read. A sign-out,
 * deletion or other account change made through the API clears the cache before its answer goes
 * out, in this process and (through the PostgreSQL notification channel) in the others; this is the
 * bound for changes made past the API, straight in the database. Admin routes never use the cache.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/**
 * In a session's last second in the cache, its next request starts reading it again in the
 * background: a customer who keeps using the shop never waits for that read, and the sessions read
 * in one burst (a busy minute's first requests) do not all expire, and wait, together.
 */
const SESSION_REFRESH_WITHIN_MS = 1_000;
const SESSION_CACHE_SIZE = 10_000;

interface CachedIdentity {
  identity: Identity | null;
  expiresAt: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions read lately, by the credentials that named them (absent without the read caches). */
    sessionCache: ReadCache<CachedIdentity> | null;
  }
  interface FastifyRequest {
    /** The caller's session as this request reads it: once, however many hooks ask. */
    identityLoad: Promise<Identity | null> | null;
  }
}

/** The session cache, and the request slot that keeps a request's answer. */
export function decorateSessions(app: FastifyInstance) {
  // Without the performance plugin's caches (tests of the plugin alone) every request reads its session.
  const cache = app.hasDecorator('caches')
    ? app.caches.add<CachedIdentity>('sessions', {
        max: SESSION_CACHE_SIZE,
        // Only a valid session is kept, and never past its own expiry.
        ttl: ({ identity, expiresAt }) =>
          identity ? Math.min(SESSION_CACHE_TTL_MS, expiresAt - Date.now()) : 0,
        refreshWithin: SESSION_REFRESH_WITHIN_MS,
      })
    : null;
  app.decorate('sessionCache', cache);
  app.decorateRequest('identityLoad', null);
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

const hasBearer = (request: FastifyRequest) => /^bearer /i.test(request.headers.authorization ?? '');
/** Whether the request carries a browser session cookie (better-auth's, in either spelling). */
export const hasSessionCookie = (request: FastifyRequest) =>
  SESSION_COOKIE.test(request.headers.cookie ?? '');

/**
 * The signed-in caller of this request, read once per request: the rate limiter (which keys a
 * signed-in client by user) and the access guard share the answer.
 */
export function resolveIdentity(auth: Auth, request: FastifyRequest): Promise<Identity | null> {
  request.identityLoad ??= cachedIdentity(auth, request);
  return request.identityLoad;
}

/** The signed-in caller read afresh from the database (admin routes: a role taken away counts at once). */
export async function loadIdentity(auth: Auth, request: FastifyRequest): Promise<Identity | null> {
  return (await readSession(auth, request, true)).identity;
}

/** Everything better-auth reads to decide whose session a request carries, as the cache's key. */
function credentialsKey(request: FastifyRequest): string {
  const { authorization = '', cookie = '' } = request.headers;
  return `${authorization}\n${cookie}`;
}

async function cachedIdentity(auth: Auth, request: FastifyRequest): Promise<Identity | null> {
  if (!hasBearer(request) && !hasSessionCookie(request)) return null;
  const cache = request.server.sessionCache;
  const read = () => readSession(auth, request, false);
  const cached = await (cache ? cache.get(credentialsKey(request), read) : read());
  if (cached.identity && cached.expiresAt <= Date.now()) return null;
  return cached.identity;
}

/**
 * Whose session the request carries, and by which credential. A bearer token counts only when it
 * names a session itself: a browser's cookie sent along with a made-up `Bearer x.y` is still the
 * cookie (better-auth would quietly fall back to it), and the cross-site check applies to it.
 */
async function readSession(auth: Auth, request: FastifyRequest, fresh: boolean): Promise<CachedIdentity> {
  if (hasBearer(request)) {
    const byToken = await getSession(auth, request, 'cookie', fresh);
    if (byToken.identity) return byToken;
  }
  if (hasSessionCookie(request)) return getSession(auth, request, 'authorization', fresh);
  return { identity: null, expiresAt: 0 };
}

async function getSession(
  auth: Auth,
  request: FastifyRequest,
  without: 'cookie' | 'authorization',
  fresh: boolean,
): Promise<CachedIdentity> {
  const headers = fromNodeHeaders(request.headers);
  headers.delete(without);
  const result = await auth.api
    .getSession({ headers, query: fresh ? { disableCookieCache: true } : undefined })
    .catch((error: unknown) => {
      request.log.warn({ err: error }, 'the session could not be read');
      return null;
    });
  if (!result) return { identity: null, expiresAt: 0 };
  const credential = without === 'cookie' ? 'bearer' : 'cookie';
  return {
    identity: toIdentity(result.user, result.session, credential),
    expiresAt: new Date(result.session.expiresAt).getTime(),
  };
}
