import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';
import { APP_START_SCRIPT_SOURCE } from '../lib/app-start.js';
import { badRequest } from '../lib/errors.js';

// The contact page embeds the shop's location from OpenStreetMap.
const MAP_ORIGIN = 'https://www.openstreetmap.org';
// Stripe's card element runs in frames from these hosts and talks to its API.
const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';

/** The Content-Security-Policy of the shop: our own origin only, plus what the enabled features need. */
export function contentSecurityPolicy(config: Pick<Config, 'payments'>) {
  const stripe = config.payments.provider === 'stripe';
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // The one inline script: how a server-rendered page starts the app (lib/app-start.ts).
    scriptSrc: ["'self'", ...(stripe ? [STRIPE_SCRIPT] : []), APP_START_SCRIPT_SOURCE],
    // React sets element styles through the CSSOM; the toasts' transitions need inline styles.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Product images may be links to other sites (SPEC §2 Add Product, image by URL).
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...(stripe ? [STRIPE_API] : [])],
    frameSrc: [MAP_ORIGIN, ...(stripe ? STRIPE_FRAMES : [])],
    upgradeInsecureRequests: null,
  };
}

/** Security headers for every answer (helmet), with HSTS only when the shop is served over https. */
export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const https = config.publicUrl.startsWith('https://');
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        ...contentSecurityPolicy(config),
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // The same as frame-ancestors 'none', for browsers that predate it.
    xFrameOptions: { action: 'deny' },
    // Google sign-in and Stripe's 3-D Secure open windows that report back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    // Two Host headers feed request smuggling and cache poisoning: a proxy in front may route by
    // one while the shop reads the other (Node keeps only the first).
    if (hostHeaders(request.raw.rawHeaders) > 1) {
      done(badRequest('The request has more than one Host header'));
      return;
    }
    done();
  });
});

function hostHeaders(rawHeaders: string[]): number {
  let count = 0;
  // Names and values alternate.
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (rawHeaders[index]!.toLowerCase() === 'host') count += 1;
  }
  return count;
}

/**
 * The headers helmet sets for these options. They are the same for every answer, so helmet runs
 * once at start; its Fastify wrapper would build the whole middleware again for every request.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}
