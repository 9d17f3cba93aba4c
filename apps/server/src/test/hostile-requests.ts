import fc from 'fast-check';
import type { z } from 'zod';
import {
  DEEP_JSON_BODY,
  hostileRawBody,
  hostileString,
  hostileValue,
  ONE_MEGABYTE,
  sneakyKey,
} from './hostile-values.js';
import type { RouteRequest } from './scene.js';

/** What a route validates, as the app registered it. */
export interface InputSchemas {
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
}

type Place = 'payload' | 'query' | 'params';

/** One change that turns a valid request into a hostile one. */
export type Mutation =
  | { kind: 'set'; place: Place; key: string; value: unknown }
  | { kind: 'drop'; place: Place; key: string }
  | { kind: 'extra'; place: 'payload' | 'query'; key: string; value: unknown }
  | { kind: 'repeat'; key: string; values: string[] }
  | { kind: 'body'; value: unknown }
  | { kind: 'raw'; raw: string; contentType: string };

/** A request as it goes on the wire. */
export interface HostileRequest {
  params: Record<string, string>;
  query: Record<string, string | string[]> | undefined;
  /** A JSON value, or undefined for none. */
  payload: unknown;
  raw?: { raw: string; contentType: string };
  /** The valid request's own headers (a courier's webhook secret), kept through every mutation. */
  headers?: Record<string, string>;
}

const shapeKeys = (schema: z.ZodType | undefined): string[] =>
  Object.keys((schema as unknown as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});

/** Mutations of a valid request of a route: one to three of them, of every kind the route allows. */
export function hostileMutations(base: RouteRequest, schemas: InputSchemas): fc.Arbitrary<Mutation[]> {
  const choices: fc.Arbitrary<Mutation>[] = [];
  const paramKeys = Object.keys(base.params ?? {});
  if (paramKeys.length > 0) {
    const key = fc.constantFrom(...paramKeys);
    choices.push(
      fc.record({
        kind: fc.constant('set' as const),
        place: fc.constant('params' as const),
        key,
        value: hostileString,
      }),
    );
  }
  if (schemas.querystring) {
    const keys = [...new Set([...shapeKeys(schemas.querystring), ...Object.keys(base.query ?? {})])];
    const key = fc.constantFrom(...keys);
    choices.push(
      fc.record({
        kind: fc.constant('set' as const),
        place: fc.constant('query' as const),
        key,
        value: hostileString,
      }),
      fc.record({ kind: fc.constant('drop' as const), place: fc.constant('query' as const), key }),
      fc.record({
        kind: fc.constant('extra' as const),
        place: fc.constant('query' as const),
        key: sneakyKey,
        value: hostileString,
      }),
      fc.record({
        kind: fc.constant('repeat' as const),
        key,
        values: fc.array(hostileString, { minLength: 2, maxLength: 3 }),
      }),
    );
  }
  if (schemas.body) {
    const keys = [...new Set([...shapeKeys(schemas.body), ...Object.keys((base.payload as object) ?? {})])];
    const key = fc.constantFrom(...keys);
    choices.push(
      fc.record({
        kind: fc.constant('set' as const),
        place: fc.constant('payload' as const),
        key,
        value: hostileValue,
      }),
      fc.record({ kind: fc.constant('drop' as const), place: fc.constant('payload' as const), key }),
      fc.record({
        kind: fc.constant('extra' as const),
        place: fc.constant('payload' as const),
        key: sneakyKey,
        value: hostileValue,
      }),
      fc.record({ kind: fc.constant('body' as const), value: hostileValue }),
      hostileRawBody.map(({ raw, contentType }) => ({ kind: 'raw' as const, raw, contentType })),
    );
  }
  if (choices.length === 0) throw new Error('The route takes no input');
  return fc.array(fc.oneof(...choices), { minLength: 1, maxLength: 3 });
}

/** The body replaced by one nested 100,000 levels deep (DEEP_JSON_BODY). */
export const deepBody = (): Mutation[] => [
  { kind: 'raw', raw: DEEP_JSON_BODY, contentType: 'application/json' },
];

/**
 * Mutations tried on every run besides the random ones: each field in turn holding a NUL byte,
 * a megabyte of text, a negative fraction and null; and the whole body nested 100,000 deep.
 */
export function fixedMutations(base: RouteRequest, schemas: InputSchemas): Mutation[][] {
  const examples: Mutation[][] = [];
  for (const key of Object.keys(base.params ?? {})) {
    for (const value of ['a\u0000b', ONE_MEGABYTE, '-1.5'])
      examples.push([{ kind: 'set', place: 'params', key, value }]);
  }
  if (schemas.querystring) {
    for (const key of new Set([...shapeKeys(schemas.querystring), ...Object.keys(base.query ?? {})])) {
      for (const value of ['a\u0000b', ONE_MEGABYTE, '-1.5'])
        examples.push([{ kind: 'set', place: 'query', key, value }]);
    }
  }
  if (schemas.body) {
    for (const key of new Set([...shapeKeys(schemas.body), ...Object.keys((base.payload as object) ?? {})])) {
      for (const value of ['a\u0000b', ONE_MEGABYTE, -1.5, null])
        examples.push([{ kind: 'set', place: 'payload', key, value }]);
    }
    examples.push(deepBody());
  }
  return examples;
}

/** The valid request with the mutations applied, in order. */
export function applyMutations(base: RouteRequest, mutations: Mutation[]): HostileRequest {
  const request: HostileRequest = {
    params: { ...base.params },
    query: base.query ? { ...base.query } : undefined,
    payload: base.payload === undefined ? undefined : structuredClone(base.payload),
    headers: base.headers,
  };
  for (const mutation of mutations) {
    switch (mutation.kind) {
      case 'set':
      case 'extra':
        if (mutation.place === 'params') request.params[mutation.key] = String(mutation.value);
        else if (mutation.place === 'query')
          request.query = { ...request.query, [mutation.key]: String(mutation.value) };
        else request.payload = withField(request.payload, mutation.key, mutation.value);
        request.raw = mutation.place === 'payload' ? undefined : request.raw;
        break;
      case 'drop':
        if (mutation.place === 'params') request.params[mutation.key] = '';
        else if (mutation.place === 'query' && request.query) delete request.query[mutation.key];
        else if (isObject(request.payload)) delete request.payload[mutation.key];
        break;
      case 'repeat':
        request.query = { ...request.query, [mutation.key]: mutation.values };
        break;
      case 'body':
        request.payload = mutation.value;
        request.raw = undefined;
        break;
      case 'raw':
        request.raw = { raw: mutation.raw, contentType: mutation.contentType };
        break;
    }
  }
  return request;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withField(payload: unknown, key: string, value: unknown): Record<string, unknown> {
  const object = isObject(payload) ? { ...payload } : {};
  // defineProperty: a key such as __proto__ becomes a real field of the JSON, as an attacker sends it.
  Object.defineProperty(object, key, { value, enumerable: true, configurable: true, writable: true });
  return object;
}
