import { accessMessages } from '@chaka/contract';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A browser sends its cookie with any request to us, also one a foreign page makes it send. A
 * state-changing request authenticated by cookie must therefore come from one of our own origins.
 * A request the bearer token itself authenticated is an API client's, which browsers never send
 * on their own: it needs no such check. A made-up bearer beside a cookie does not count as one.
 */
export function refuseForeignOrigin(request: FastifyRequest, caller: Identity, trustedOrigins: string[]) {
  if (!STATE_CHANGING.has(request.method) || caller.credential === 'bearer') return;
  const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
  if (!origin || !trustedOrigins.includes(origin)) throw forbidden(accessMessages.foreignOrigin);
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
