import { isApiPath } from '@chaka/contract';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { verification } from '../db/schema/index.js';
import { RESET_PASSWORD_PREFIX } from '../lib/account-hooks.js';
import type { MailBudget } from '../lib/account-mail-limit.js';
import type { Auth } from '../lib/auth.js';
import { tooManyRequests } from '../lib/errors.js';
import { AUTH_ATTEMPT_PATHS, authEndpoint } from './auth/rules.js';
import { resolveIdentity } from './auth/session.js';
import { knownDevices } from './known-device.js';
import { createSignInLimit } from './sign-in-limit.js';

export interface RateLimitPluginOptions {
  auth: Auth;
  config: Pick<
    Config,
    'rateLimit' | 'authRateLimit' | 'authAccountGuesses' | 'redisUrl' | 'authSecret' | 'publicUrl'
  >;
  /** The account mails' hourly budget, counted in Redis too when REDIS_URL is set. */
  mailBudget?: MailBudget;
  /** Reads whether a reset link is still good (a client past its limit may still use one). */
  db?: Db;
}

const MINUTE_MS = 60_000;
// Counters of clients seen lately; an attacker cycling through more keys than this could push a
// counter out early, so it is generous (about 100 bytes each).
const LOCAL_CACHE_SIZE = 100_000;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type LimitResult = Awaited<ReturnType<Limiter>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis the processes share (REDIS_URL), null without it: GET /api/ready asks it. */
    sharedRedis: Redis | null;
  }
}

/**
 * Rate limits (README.md "Configuration"):
 * - the API, RATE_LIMIT requests a minute per client: the signed-in user when the request carries
 *   a valid session (so customers behind one shared address do not starve each other), otherwise
 *   the address; 0 turns it off;
 * - sign-in: AUTH_RATE_LIMIT wrong passwords a minute per client address and per account, and
 *   AUTH_ACCOUNT_GUESSES an hour per account, with waits that grow; a device the account signed in
 *   on is spared the account's limits (sign-in-limit.ts, known-device.ts);
 * - sign-up, password reset and resending the verification mail: AUTH_RATE_LIMIT attempts a minute
 *   per client address; per target e-mail address, AUTH_MAILS_PER_HOUR mails (more requests are
 *   answered alike but send nothing, lib/account-mail-limit.ts). Using a good reset link is never
 *   refused.
 * Counters live in memory, or in Redis when REDIS_URL is set so several server processes share them.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: RateLimitPluginOptions) => {
  const { auth, config, mailBudget, db } = options;
  const redis = config.redisUrl ? await connectRedis(app, config.redisUrl) : undefined;
  if (redis) mailBudget?.share(redis);
  app.decorate('sharedRedis', redis ?? null);

  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'chaka-rate-limit:',
    // Without the shared store the shop keeps serving: limits pause, requests do not fail.
    skipOnError: true,
    timeWindow: MINUTE_MS,
  });

  const limiter = (max: number, keyGenerator: (request: FastifyRequest) => string | Promise<string>) => {
    // The in-memory store reads `cache` from these options although the plugin's types omit it.
    const options = { max, timeWindow: MINUTE_MS, keyGenerator, cache: LOCAL_CACHE_SIZE };
    return app.createRateLimit(options);
  };

  if (config.rateLimit > 0) {
    const perClient = limiter(config.rateLimit, async (request) => {
      const identity = await resolveIdentity(auth, request);
      return identity ? `api:user:${identity.id}` : `api:address:${clientAddress(request)}`;
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!isApiPath(request.url)) return;
      const result = await perClient(request);
      setLimitHeaders(reply, result);
      refuseWhenExceeded(result, 'Too many requests');
    });
  }

  const attemptsPerAddress = limiter(
    config.authRateLimit,
    (request) => `auth:address:${clientAddress(request)}`,
  );
  const signIns = createSignInLimit({
    attempts: config.authRateLimit,
    accountGuesses: config.authAccountGuesses,
    redis,
  });
  const devices = knownDevices({
    secret: config.authSecret,
    secure: config.publicUrl.startsWith('https://'),
  });
  // preHandler: the body (and so the target address) is known by then.
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'POST') return;
    const endpoint = authEndpoint(request.url);
    if (!endpoint || !(AUTH_ATTEMPT_PATHS.has(endpoint) || MAIL_PATHS.has(endpoint))) return;
    if (endpoint === SIGN_IN) {
      const account = targetEmail(request.body);
      const knownDevice = account !== undefined && devices.knows(request.headers.cookie, account);
      await signIns.admit(request, clientAddress(request), account, knownDevice);
      return;
    }
    const result = await attemptsPerAddress(request);
    if (
      endpoint === RESET &&
      !result.isAllowed &&
      result.isExceeded &&
      (await holdsGoodResetLink(db, request.body))
    )
      return;
    refuseWhenExceeded(result, 'Too many attempts');
  });
  // Before the answer goes out, so the client's next attempt is judged with this one counted.
  app.addHook('onSend', async (request, reply, payload) => {
    await signIns.settle(request, reply.statusCode);
    const account = request.method === 'POST' && reply.statusCode === 200 && signedInAccount(request);
    if (account) reply.header('set-cookie', devices.signedIn(request.headers.cookie, account));
    return payload;
  });
});

const SIGN_IN = '/sign-in/email';
const RESET = '/reset-password';
/** Endpoints that mail an address on request, besides the attempts (their mails: lib/account-mail-limit.ts). */
const MAIL_PATHS = new Set(['/send-verification-email', '/request-password-reset', '/sign-up/email']);

/** The account a sign-in request signed in, if it did. */
function signedInAccount(request: FastifyRequest): string | undefined {
  return authEndpoint(request.url) === SIGN_IN ? targetEmail(request.body) : undefined;
}

/** Whether the body of a /reset-password request carries the token of a reset link still good. */
async function holdsGoodResetLink(db: Db | undefined, body: unknown): Promise<boolean> {
  const token = (body as { token?: unknown } | undefined)?.token;
  if (!db || typeof token !== 'string' || !token || token.length > 200) return false;
  const [found] = await db
    .select({ id: verification.id })
    .from(verification)
    .where(
      and(
        eq(verification.identifier, `${RESET_PASSWORD_PREFIX}${token}`),
        gt(verification.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return found !== undefined;
}

function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

function targetEmail(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || !email.trim()) return undefined;
  return email.trim().toLowerCase().slice(0, 254);
}

function setLimitHeaders(reply: FastifyReply, result: LimitResult) {
  if (result.isAllowed) return;
  reply.header('x-ratelimit-limit', result.max);
  reply.header('x-ratelimit-remaining', result.remaining);
  reply.header('x-ratelimit-reset', result.ttlInSeconds);
}

function refuseWhenExceeded(result: LimitResult, what: string) {
  if (result.isAllowed || !result.isExceeded) return;
  throw tooManyRequests(what, result.ttlInSeconds);
}

/** A Redis connection that fails fast: a request never waits on an unreachable Redis. */
async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  // Loaded only when REDIS_URL is set: a single process does not need the client's 20 MB.
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 500, 5000),
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    app.log.warn({ err: error }, 'Redis for the rate limits is unreachable; limits pause until it is back');
  });
  redis.on('ready', () => {
    if (reported) app.log.info('Redis for the rate limits is back');
    reported = false;
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  await redis.connect().catch(() => {
    // Reported by the error listener; the client keeps reconnecting on its own.
  });
  return redis;
}
