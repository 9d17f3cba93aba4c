import { closeSync, openSync } from 'node:fs';
import http from 'node:http';
import inject from 'light-my-request';
import { type BuiltServer, startBuiltServer } from '../../../../scripts/lib.mjs';
import { type Injector, TEST_ORIGIN, TEST_SETTINGS } from './app.js';

// Per connection, not per request: they must not be forwarded.
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'host'];

/**
 * `inject` for a server in another process: each request goes over HTTP to `baseUrl` and its
 * answer comes back as light-my-request's, so the helpers written for `app.inject` (signUp,
 * signIn...) drive the built server too. A request the server never answers (it was killed, or
 * took longer than `timeoutMs`) rejects.
 */
export function remoteInjector(baseUrl: string, timeoutMs = 30_000): Injector {
  const target = new URL(baseUrl);
  const forward = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const headers = { ...request.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    const upstream = http.request(
      { hostname: target.hostname, port: target.port, method: request.method, path: request.url, headers },
      (answer) => {
        const answerHeaders = { ...answer.headers };
        for (const name of HOP_BY_HOP) delete answerHeaders[name];
        response.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.once('error', (error) => response.destroy(error));
        answer.pipe(response);
      },
    );
    upstream.setTimeout(timeoutMs, () =>
      upstream.destroy(new Error(`${request.method} ${request.url}: no answer within ${timeoutMs} ms`)),
    );
    upstream.once('error', (error) => response.destroy(error));
    request.pipe(upstream);
  };
  return { inject: (options) => inject(forward, options) };
}

// The test runner marks its own process as under test (NODE_ENV=test, TEST=true); the built server
// must not inherit that, as better-auth, for one, behaves differently under test.
const AS_IN_PRODUCTION = { NODE_ENV: undefined, TEST: undefined, VITEST: undefined };

export interface RunningServer extends BuiltServer, Injector {}

/**
 * The built server (apps/server/dist/server.js) with the settings of every shop under test, its
 * public address TEST_ORIGIN as in the in-process tests, `env` on top; its output appended to
 * `logFile`. Resolves once it is ready.
 */
export async function startTestServer(env: Record<string, string>, logFile: string): Promise<RunningServer> {
  const log = openSync(logFile, 'a');
  try {
    const server = await startBuiltServer({
      env: { ...TEST_SETTINGS, PUBLIC_URL: TEST_ORIGIN, LOG_LEVEL: 'warn', ...env, ...AS_IN_PRODUCTION },
      stdio: ['ignore', log, log],
      timeoutMs: 90_000,
    });
    return Object.assign(server, remoteInjector(server.url));
  } finally {
    closeSync(log);
  }
}
