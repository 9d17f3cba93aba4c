import { requestMessages } from '@chaka/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { JSON_MAX_DEPTH, nestsDeeperThan } from '../plugins/body-limits.js';
import type { TestShop } from './app.js';
import { changedTables, shopState } from './db-state.js';
import type { HostileRequest, InputSchemas } from './hostile-requests.js';
import { passesSchemas, toInjectOptions } from './hostile-wire.js';
import type { CallerName, Scene } from './scene.js';

/** How many hostile requests each property sends (HOSTILE_RUNS, 40 by default). */
export const RUNS = Number(process.env.HOSTILE_RUNS ?? 40);
export const TIMEOUT_MS = 20_000 + RUNS * 1000;

/**
 * The seed of a property's hostile requests: the same for a property on every run, so a failure
 * replays; HOSTILE_SEED (a number) draws another set everywhere.
 */
export function hostileSeed(name: string): number {
  let hash = Number(process.env.HOSTILE_SEED ?? 0) | 0;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** Where a hostile request goes and who sends it. */
export interface HostileTarget {
  method: string;
  url: string;
  schemas: InputSchemas;
  caller: CallerName;
}

/**
 * Sends a hostile request and checks the answer and the database: never a 5xx; a request the
 * route's schema refuses is a 4xx; every 4xx carries a message and leaves every table as it was.
 */
export function hostileSender(current: () => { shop: TestShop; scene: Scene }) {
  return async function sendHostile(
    target: HostileTarget,
    request: HostileRequest,
    extraHeaders: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const { shop, scene } = current();
    // Work earlier requests left to the background after their answer (a reset request makes its
    // link and mail then) is done before the tables are compared.
    await shop.app.auth.settle();
    const options = toInjectOptions(target.method, target.url, request);
    options.headers = {
      ...options.headers,
      ...scene.credentials(target.caller, 'bearer', target.method),
      ...extraHeaders,
    };
    const before = await shopState(shop.app);
    const response = await shop.app.inject(options);
    const what = `${target.method} ${options.url?.toString().slice(0, 200)} ${JSON.stringify(options.payload)?.slice(0, 200)}: ${response.statusCode} ${response.body.slice(0, 300)}`;
    expect(response.statusCode, what).toBeLessThan(500);
    if (!passesSchemas(target.schemas, request)) {
      expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
    }
    // Refused before anything else is read from it; another change (a path that names no route)
    // may be refused first.
    if (isTooDeep(request) && response.statusCode === 400) {
      expect(response.json().message, what).toBe(requestMessages.tooDeep(JSON_MAX_DEPTH));
    }
    if (response.statusCode >= 400) {
      const message = response.json().message;
      expect(message, what).toEqual(expect.any(String));
      expect(message.trim().length, what).toBeGreaterThan(0);
      expect(changedTables(before, await shopState(shop.app)), what).toEqual([]);
    }
    return response;
  };
}

/** A JSON body nested deeper than the server reads: the answer is the one 400 for it. */
function isTooDeep(request: HostileRequest): boolean {
  return (
    request.raw !== undefined &&
    /^application\/json\b/i.test(request.raw.contentType) &&
    nestsDeeperThan(request.raw.raw, JSON_MAX_DEPTH)
  );
}
