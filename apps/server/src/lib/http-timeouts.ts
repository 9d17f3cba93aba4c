/**
 * How long a client may take, in milliseconds, so that a slow one cannot hold connections open
 * (Fastify would otherwise set no request timeout at all): the headers of a request, a whole
 * request with its body (a 5 MB upload at 1 Mbit/s takes 40 s), and an idle kept-alive connection.
 * Node checks the first two every `checkEveryMs`.
 */
export const HTTP_TIMEOUTS = {
  headersMs: 10_000,
  requestMs: 60_000,
  keepAliveMs: 10_000,
  checkEveryMs: 1_000,
};
export type HttpTimeouts = typeof HTTP_TIMEOUTS;

/** The Fastify options that apply HttpTimeouts to its HTTP server. */
export function httpServerOptions(timeouts: HttpTimeouts) {
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
  };
}
