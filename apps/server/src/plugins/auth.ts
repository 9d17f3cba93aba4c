import { EmailSchema, NameSchema, PasswordSchema, type Role } from '@chaka/contract';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Auth } from '../lib/auth.js';
import { forbidden, unauthorized } from '../lib/errors.js';

/** Who may call a route. Every API route declares one (see the onRoute check below). */
export type Access = 'public' | 'user' | 'admin';

export interface Identity {
  id: string;
  email: string;
  name: string;
  role: Role;
  image: string | null;
  /** The session's token: what API clients send as `Authorization: Bearer`. */
  sessionToken: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    identity: Identity | null;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// better-auth checks only lengths; the shop's rules (SPEC §5) are checked before a request reaches it.
const authBodyRules: Record<string, z.ZodType> = {
  '/api/auth/sign-up/email': z.object({ name: NameSchema, email: EmailSchema, password: PasswordSchema }),
  '/api/auth/sign-in/email': z.object({
    email: EmailSchema,
    password: z.string().min(1, 'Password is required'),
  }),
  '/api/auth/request-password-reset': z.object({ email: EmailSchema }),
  '/api/auth/reset-password': z.object({ newPassword: PasswordSchema, token: z.string().min(1) }),
  '/api/auth/update-user': z.object({ name: NameSchema.optional() }),
};

export interface AuthPluginOptions {
  auth: Auth;
  trustedOrigins: string[];
}

export const authPlugin = fp(async (app: FastifyInstance, { auth, trustedOrigins }: AuthPluginOptions) => {
  app.decorate('auth', auth);
  app.decorateRequest('identity', null);

  app.addHook('onRoute', (route) => {
    const isApi =
      route.url.startsWith('/api/') || route.url.startsWith('/admin/') || route.url.startsWith('/user/');
    if (isApi && route.config?.access === undefined && !route.url.startsWith('/api/auth/')) {
      throw new Error(`Route ${route.method} ${route.url} must declare config.access`);
    }
  });

  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    refuseForeignOrigin(request, trustedOrigins);
    const identity = await loadIdentity(auth, request);
    if (!identity) throw unauthorized();
    if (access === 'admin' && identity.role !== 'admin') throw forbidden();
    request.identity = identity;
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    async handler(request, reply) {
      const path = request.url.split('?')[0] ?? '';
      const rule = authBodyRules[path];
      if (rule && request.method === 'POST') {
        const parsed = rule.safeParse(request.body ?? {});
        if (!parsed.success) {
          const issues = parsed.error.issues.map((issue) => ({
            path: issue.path.map(String),
            message: issue.message,
          }));
          return reply.code(400).send({ message: issues[0]?.message ?? 'Invalid request', issues });
        }
      }
      const response = await auth.handler(toWebRequest(request));
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

function toWebRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(url, {
    method: request.method,
    headers: fromNodeHeaders(request.headers),
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/** The signed-in caller, from the session cookie or an `Authorization: Bearer` token; null when none. */
export async function loadIdentity(auth: Auth, request: FastifyRequest): Promise<Identity | null> {
  const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) }).catch(() => null);
  if (!result) return null;
  const { user, session } = result;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role === 'admin' ? 'admin' : 'user',
    image: user.image ?? null,
    sessionToken: session.token,
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

/** The caller of a route declared `user` or `admin`. */
export function currentUser(request: FastifyRequest): Identity {
  if (!request.identity) throw unauthorized();
  return request.identity;
}

/** `{email}` in a path must be the caller's own unless the caller is an admin. */
export function requireSelfOrAdmin(request: FastifyRequest, email: string): Identity {
  const identity = currentUser(request);
  if (identity.role !== 'admin' && identity.email !== email.toLowerCase()) throw forbidden();
  return identity;
}
