import type { RouteRule } from './route-table.js';
import type { RouteRequest } from './scene.js';

/** A spoiled copy of a route's valid request. */
export interface SpoiledRequest {
  name: string;
  request: RouteRequest;
  /** Whether the route must refuse it as malformed (400) when the caller may call the route. */
  malformed: boolean;
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** A value of another type than `value`'s, which no field's schema takes in its place. */
function wrongValue(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'many';
  if (typeof value === 'boolean') return 'perhaps';
  return 'x';
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

/**
 * The valid request of a route spoiled in each way its input can be, keeping what names the
 * resource (its path and the rule's `names`): every other body field of a wrong type and a field
 * the route does not know, a body that is not JSON or not an object, every other query field
 * garbled. A caller the route refuses must get the refusal for each, never the validation's 400.
 */
export function spoiledRequests(rule: RouteRule, valid: RouteRequest): SpoiledRequest[] {
  const names = new Set(rule.names ?? []);
  const spoiled: SpoiledRequest[] = [];
  const body = valid.payload;
  const bodyNamesResource = isPlainObject(body) && Object.keys(body).some((key) => names.has(key));

  if (isPlainObject(body)) {
    const wrong = Object.fromEntries(
      Object.entries(body).map(([key, value]) => [key, names.has(key) ? value : wrongValue(value)]),
    );
    spoiled.push({
      name: 'wrong fields in the body',
      request: { ...valid, payload: { ...wrong, unexpected: { x: 1 } } },
      malformed: Object.keys(body).some((key) => !names.has(key)),
    });
  }
  // A body that names the resource must be read to find it; one that is not JSON names nothing.
  if (rule.method !== 'GET' && !bodyNamesResource) {
    const headers = { ...valid.headers, ...JSON_TYPE };
    spoiled.push(
      {
        name: 'malformed JSON',
        request: { ...valid, headers, payload: '{"broken' },
        malformed: isPlainObject(body),
      },
      {
        name: 'a list for a body',
        request: { ...valid, headers, payload: '[1,2,3]' },
        malformed: isPlainObject(body),
      },
    );
  }
  const query = valid.query ?? {};
  if (Object.keys(query).some((key) => !names.has(key))) {
    const garbled = Object.fromEntries(
      Object.entries(query).map(([key, value]) => [key, names.has(key) ? value : '\u0000-1']),
    );
    spoiled.push({ name: 'a garbled query', request: { ...valid, query: garbled }, malformed: false });
  }
  return spoiled;
}
