import type { FastifyRequest } from 'fastify';

/** Query parameters that carry one-time secrets: mail links' tokens and OAuth callbacks' codes. */
const SECRET_PARAMS = new Set(['token', 'code', 'state', 'id_token', 'access_token']);
/** Path segments that are secrets themselves: the token of a password-reset link. */
const SECRET_PATH = /(\/reset-password\/)[^/?#]+/;
const MASK = 'REDACTED';

/**
 * The URL as it may be written to a log: a reset link's token and the values of secret query
 * parameters are masked, so whoever reads the logs cannot use a link a customer was mailed.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(SECRET_PATH, `$1${MASK}`);
  if (queryStart === -1) return path;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of new Set(query.keys())) {
    if (SECRET_PARAMS.has(key.toLowerCase())) query.set(key, MASK);
  }
  return `${path}?${query}`;
}

/** Fastify's own request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
