import {
  LoginFormSchema,
  messages,
  NameSchema,
  PasswordSchema,
  RegisterFormSchema,
  ResetRequestFormSchema,
} from '@chaka/contract';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Auth } from '../lib/auth.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import { type Identity, toIdentity } from '../lib/identity.js';
import type { ReadCache } from '../lib/read-cache.js';

/** Who may call a route. Every API route declares one (see the onRoute check below). */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    auth: Auth;
  }
}

export const AUTH_BASE_PATH = '/api/auth';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Where better-auth sends the browser afterwards: only a path of the shop, so that no link on the
// shop's address can send a customer to another site. It ends up in a Location header, which takes
// printable ASCII only (anything else comes percent-encoded, as a browser's URL does).
const optionalUrl = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])[\x21-\x7e]*$/, 'The return address must be a path of the shop')
  .optional();
const anyPassword = z
  .string({ error: messages.password.required })
  .min(1, messages.password.required)
  .max(128, messages.password.invalid);

/**
 * better-auth checks only lengths; the shop's rules (SPEC §5) are checked before a request reaches
 * it, and only the fields named here are passed on: anything else in a body (a `role`, an `image`,
 * `emailVerified`...) is dropped.
 */
export const AUTH_BODY_RULES: Record<string, z.ZodType> = {
  '/sign-up/email': RegisterFormSchema.extend({
    callbackURL: optionalUrl,
    rememberMe: z.boolean().optional(),
  }),
  // Accounts made before a rule change, or by ADMIN_PASSWORD, may have other passwords: any is tried.
  '/sign-in/email': LoginFormSchema.extend({
    password: anyPassword,
    callbackURL: optionalUrl,
    rememberMe: z.boolean().optional(),
  }),
  '/request-password-reset': ResetRequestFormSchema.extend({ redirectTo: optionalUrl }),
  '/reset-password': z.object({
    newPassword: PasswordSchema,
    token: z
      .string({ error: 'The reset link is incomplete' })
      .min(1, 'The reset link is incomplete')
      .max(200),
  }),
  '/change-password': z.object({
    newPassword: PasswordSchema,
    currentPassword: anyPassword,
    revokeOtherSessions: z.boolean().optional(),
  }),
  '/update-user': z.object({ name: NameSchema }),
  '/sign-in/social': z.object({
    provider: z.string().min(1).max(64),
    callbackURL: optionalUrl,
    newUserCallbackURL: optionalUrl,
    errorCallbackURL: optionalUrl,
    disableRedirect: z.boolean().optional(),
  }),
};

/** The same for the links better-auth answers with GET (the verification link of a mail). */
export const AUTH_QUERY_RULES: Record<string, z.ZodType> = {
  '/verify-email': z.object({
    token: z.string({ error: 'The link is incomplete' }).min(1, 'The link is incomplete').max(4096),
    callbackURL: optionalUrl,
  }),
};

/** Attempts that guess or spend a secret: limited per client and per target address (plugins/rate-limit.ts). */
export const AUTH_ATTEMPT_PATHS = new Set([
  '/sign-up/email',
  '/sign-in/email',
  '/request-password-reset',
  '/reset-password',
  '/change-password',
]);

/**
 * The better-auth endpoint a request under /api/auth is for, e.g. `/sign-in/email`; null for none.
 * A path in any other form (a trailing or doubled slash, an escape, other letter case) could slip
 * past the rules above and the rate limits while a router still resolves it, so it is refused.
 */
export function authEndpoint(url: string): string | null {
  const path = url.split('?')[0] ?? '';
  if (!path.startsWith(`${AUTH_BASE_PATH}/`)) return null;
  const endpoint = path.slice(AUTH_BASE_PATH.length);
  if (!/^(\/[A-Za-z0-9_-]+)+$/.test(endpoint)) return null;
  const lower = endpoint.toLowerCase();
  const checked = lower in AUTH_BODY_RULES || lower in AUTH_QUERY_RULES || AUTH_ATTEMPT_PATHS.has(lower);
  if (lower !== endpoint && checked) return null;
  return endpoint;
}

export interface AuthPluginOptions {
  auth: Auth;
  trustedOrigins: string[];
}

export const authPlugin = fp(async (app: FastifyInstance, { auth, trustedOrigins }: AuthPluginOptions) => {
  app.decorate('auth', auth);
  // Without the performance plugin's caches (tests of this plugin alone) every request reads its session.
  const caches = app.hasDecorator('caches') ? app.caches : undefined;
  if (caches) {
    sessionCaches.set(
      auth,
      caches.add<CachedIdentity>('sessions', {
        max: SESSION_CACHE_SIZE,
        // Only a valid session is kept, and never past its own expiry.
        ttl: ({ identity, expiresAt }) =>
          identity ? Math.min(SESSION_CACHE_TTL_MS, expiresAt - Date.now()) : 0,
      }),
    );
  }
  app.decorateRequest('identity', null);
  // Mails of requests answered already go out before the process ends.
  app.addHook('onClose', () => auth.settle());

  app.addHook('onRoute', (route) => {
    const isApi =
      route.url.startsWith('/api/') || route.url.startsWith('/admin/') || route.url.startsWith('/user/');
    if (isApi && route.config?.access === undefined && !route.url.startsWith(`${AUTH_BASE_PATH}/`)) {
      throw new Error(`Route ${route.method} ${route.url} must declare config.access`);
    }
  });

  // A change to accounts or sessions (sign-out, deletion, role, password...) may make any cached
  // identity wrong: they are all read afresh. Before the answer goes out, so the caller's next
  // request already sees the change.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      STATE_CHANGING.has(request.method) &&
      reply.statusCode < 400 &&
      ACCOUNT_PREFIXES.some((prefix) => request.url.startsWith(prefix))
    ) {
      caches?.invalidate('sessions');
    }
    done(null, payload);
  });

  // The access guard: 401 without a session, 403 for a non-admin on an admin route.
  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    refuseForeignOrigin(request, trustedOrigins);
    // An admin route reads the session afresh rather than from the cookie cache.
    const identity =
      access === 'admin'
        ? await loadIdentity(auth, request, { fresh: true })
        : await resolveIdentity(auth, request);
    if (!identity) throw unauthorized();
    if (access === 'admin' && identity.role !== 'admin') throw forbidden();
    request.identity = identity;
  });

  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    schema: { hide: true },
    async handler(request, reply) {
      const endpoint = authEndpoint(request.url);
      if (endpoint === null) {
        return reply.code(404).send({ message: `No such endpoint: ${request.method} ${request.url}` });
      }
      const isPost = request.method === 'POST';
      const rule = (isPost ? AUTH_BODY_RULES : AUTH_QUERY_RULES)[endpoint];
      const parsed = rule?.safeParse((isPost ? request.body : request.query) ?? {});
      if (parsed && !parsed.success) {
        const issues = parsed.error.issues.map((issue) => ({
          path: issue.path.map(String),
          message: issue.message,
        }));
        return reply.code(400).send({ message: issues[0]?.message ?? 'Invalid request', issues });
      }
      // Only a body's checked fields go on; a query is passed as it came (it is part of the URL).
      const body = isPost && parsed ? parsed.data : request.body;
      const response = await auth.handler(toWebRequest(request, body));
      reply.code(response.status);
      for (const [key, value] of response.headers) {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
});

function toWebRequest(request: FastifyRequest, body: unknown): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
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

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** Whether a request carries anything that could be a session: a bearer token or the session cookie. */
function hasCredentials(request: FastifyRequest): boolean {
  const { authorization, cookie } = request.headers;
  return Boolean(authorization?.startsWith('Bearer ') || (cookie && SESSION_COOKIE.test(cookie)));
}

const identityLoads = new WeakMap<FastifyRequest, Promise<Identity | null>>();

/**
 * How long a session, once read, vouches for its caller without another database read. A sign-out,
 * deletion or other account change made through the API clears the cache before its answer goes
 * out, in this process and (through the PostgreSQL notification channel) in the others; this is the
 * bound for changes made past the API, straight in the database. Admin routes never use the cache.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const SESSION_CACHE_SIZE = 10_000;
/** Requests to these paths that succeed and change state may change accounts or sessions. */
const ACCOUNT_PREFIXES = [`${AUTH_BASE_PATH}/`, '/api/user/', '/api/users/', '/user/'];

interface CachedIdentity {
  identity: Identity | null;
  expiresAt: number;
}

const sessionCaches = new WeakMap<Auth, ReadCache<CachedIdentity>>();

/** Everything better-auth reads to decide whose session a request carries, as the cache's key. */
function credentialsKey(request: FastifyRequest): string {
  const { authorization = '', cookie = '' } = request.headers;
  return `${authorization}\n${cookie}`;
}

async function cachedIdentity(auth: Auth, request: FastifyRequest): Promise<Identity | null> {
  const cache = sessionCaches.get(auth);
  const read = () => readSession(auth, request);
  const cached = await (cache ? cache.get(credentialsKey(request), read) : read());
  if (cached.identity && cached.expiresAt <= Date.now()) return null;
  return cached.identity;
}

/**
 * The signed-in caller of this request, read once per request: the rate limiter (which keys a
 * signed-in client by user) and the access guard share the answer.
 */
export function resolveIdentity(auth: Auth, request: FastifyRequest): Promise<Identity | null> {
  let load = identityLoads.get(request);
  if (!load) {
    load = hasCredentials(request) ? cachedIdentity(auth, request) : Promise.resolve(null);
    identityLoads.set(request, load);
  }
  return load;
}

/** The signed-in caller, from the session cookie or an `Authorization: Bearer` token; null when none. */
export async function loadIdentity(
  auth: Auth,
  request: FastifyRequest,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<Identity | null> {
  return (await readSession(auth, request, fresh)).identity;
}

async function readSession(auth: Auth, request: FastifyRequest, fresh = false): Promise<CachedIdentity> {
  if (!hasCredentials(request)) return { identity: null, expiresAt: 0 };
  const result = await auth.api
    .getSession({
      headers: fromNodeHeaders(request.headers),
      query: fresh ? { disableCookieCache: true } : undefined,
    })
    .catch((error: unknown) => {
      request.log.warn({ err: error }, 'the session could not be read');
      return null;
    });
  if (!result) return { identity: null, expiresAt: 0 };
  const { user, session } = result;
  return {
    identity: toIdentity(user, session),
    expiresAt: new Date(session.expiresAt).getTime(),
  };
}

/**
 * A browser sends its cookie with any request to us, also one a foreign page makes it send. A
 * state-changing request authenticated by cookie must therefore come from one of our own origins.
 * Requests with a bearer token are not sent by browsers on their own and need no such check.
 */
function refuseForeignOrigin(request: FastifyRequest, trustedOrigins: string[]) {
  if (!STATE_CHANGING.has(request.method)) return;
  if (request.headers.authorization?.startsWith('Bearer ')) return;
  if (!request.headers.cookie) return;
  const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
  if (!origin || !trustedOrigins.includes(origin)) {
    throw forbidden('This request must come from the shop itself');
  }
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
