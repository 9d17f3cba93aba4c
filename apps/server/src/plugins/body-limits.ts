import { requestMessages } from '@chaka/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.js';

/**
 * The most bytes any request body may have (a product's description or a blog's answer is far
 * less; an image upload has its own limit, LIMITS.uploadBytes). Fastify answers 413 beyond it,
 * before the body is read any further.
 */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The deepest a JSON body may nest arrays and objects. The shop's deepest body (an order's lines,
 * a car's fitments) nests three or four levels; 32 leaves room and refuses a hostile body of
 * thousands of levels before any work is done on it (docs/decisions/025-bounded-request-bodies.md).
 */
export const JSON_MAX_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text nests arrays and objects deeper than `max`: one pass over the text, counting
 * the brackets outside strings. The text need not be valid JSON; the parser decides that later.
 * Works on a string or on raw UTF-8 bytes alike (a quote, a backslash or a bracket is never part
 * of a longer UTF-8 sequence).
 */
export function nestsDeeperThan(text: string | Uint8Array, max: number): boolean {
  const at: (index: number) => number =
    typeof text === 'string' ? (index) => text.charCodeAt(index) : (index) => text[index]!;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = at(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}

/** The 400 for a body that nests deeper than JSON_MAX_DEPTH. */
export const tooDeep = () => badRequest(requestMessages.tooDeep(JSON_MAX_DEPTH));

/**
 * Every JSON body the shop reads, on every route (better-auth's too: the /api/auth catch-all reads
 * it through this parser), is bounded before it is parsed: at most BODY_LIMIT_BYTES (the app's
 * bodyLimit) and JSON_MAX_DEPTH levels, checked in one linear pass over the text; then Fastify's
 * own parser reads it, refusing prototype poisoning as it always did. Registered first, on the
 * root, so every plugin and route inherits it (a route that needs the raw bytes, the Stripe
 * webhook, checks them with nestsDeeperThan itself).
 */
export const bodyLimitsPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, JSON_MAX_DEPTH)) {
      done(tooDeep(), undefined);
      return;
    }
    parseJson(request, text, done);
  });
});
