import type { InjectOptions } from 'fastify';
import { JSON_MAX_DEPTH, nestsDeeperThan } from '../plugins/body-limits.js';
import { type HostileRequest, type InputSchemas, isObject } from './hostile-requests.js';

// How a hostile request goes on the wire, and whether the route's schemas accept it as it arrives.

/** Lone surrogates cannot travel in UTF-8; they arrive as U+FFFD. */
const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

function encodeSegment(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** The inject options of a hostile request for the route `pattern`. */
export function toInjectOptions(method: string, pattern: string, request: HostileRequest): InjectOptions {
  const path = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeSegment(request.params[name] ?? ''),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value])
      search.append(wellFormed(key), wellFormed(item));
  }
  const query = search.toString();
  const options: InjectOptions = {
    method: method as InjectOptions['method'],
    url: query ? `${path}?${query}` : path,
    headers: { ...request.headers },
  };
  if (request.raw) {
    options.payload = request.raw.raw;
    options.headers = { ...options.headers, 'content-type': request.raw.contentType };
  } else if (request.payload !== undefined) {
    options.payload = JSON.stringify(request.payload);
    options.headers = { ...options.headers, 'content-type': 'application/json' };
  }
  return options;
}

/**
 * Fastify's JSON parser refuses prototype poisoning: an own `__proto__` key, or a `constructor`
 * object with a `prototype`, anywhere in the body.
 */
function isPoisoned(body: unknown): boolean {
  // Iterative: a hostile body may nest thousands of levels deep.
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (Array.isArray(value)) pending.push(...value);
    if (!isObject(value)) continue;
    if (Object.hasOwn(value, '__proto__')) return true;
    const ctor = Object.hasOwn(value, 'constructor') ? value.constructor : undefined;
    if (isObject(ctor) && Object.hasOwn(ctor, 'prototype')) return true;
    pending.push(...Object.values(value));
  }
  return false;
}

/** The body as the server's JSON parser reads it; not ok when it cannot be read as JSON. */
function bodyAsServerReadsIt(request: HostileRequest): { ok: true; value: unknown } | { ok: false } {
  let value: unknown;
  if (request.raw) {
    if (!/^application\/json\s*(;\s*charset=utf-8\s*)?$/i.test(request.raw.contentType)) return { ok: false };
    // Refused before it is parsed, whatever it holds (plugins/body-limits.ts).
    if (nestsDeeperThan(request.raw.raw, JSON_MAX_DEPTH)) return { ok: false };
    try {
      value = JSON.parse(request.raw.raw);
    } catch {
      return { ok: false };
    }
  } else if (request.payload !== undefined) {
    value = JSON.parse(JSON.stringify(request.payload));
  }
  return isPoisoned(value) ? { ok: false } : { ok: true, value };
}

/**
 * Whether the route's own schemas accept the request as the server receives it. Only such a
 * request may be answered 2xx; anything else must be refused with a 4xx.
 */
export function passesSchemas(schemas: InputSchemas, request: HostileRequest): boolean {
  if (Object.values(request.params).some((value) => value === '' || Buffer.byteLength(value) > 300))
    return false;
  const params = Object.fromEntries(
    Object.entries(request.params).map(([key, value]) => [key, wellFormed(value)]),
  );
  if (schemas.params && !schemas.params.safeParse(params).success) return false;
  if (schemas.querystring) {
    const query = Object.fromEntries(
      Object.entries(request.query ?? {}).map(([key, value]) => [
        wellFormed(key),
        Array.isArray(value) ? value.map(wellFormed) : wellFormed(value),
      ]),
    );
    if (!schemas.querystring.safeParse(query).success) return false;
  }
  if (schemas.body) {
    const body = bodyAsServerReadsIt(request);
    if (!body.ok || !schemas.body.safeParse(body.value).success) return false;
  }
  return true;
}
