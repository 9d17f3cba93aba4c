import type { z } from 'zod';
import type { OwnerOr, Permission } from './permissions.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint:
 * - anyone: also visitors who are not signed in;
 * - signed-in: any account;
 * - customer: any account except the spec's admins (owners: admins cannot order, SPEC §6);
 * - owner: only the customer the resource belongs to, not even staff (a profile, a payment);
 * - owner-or-<permission>: the customer it belongs to, or staff with that permission;
 * - <permission> (orders.move, products.write…): staff whose role has it (permissions.ts).
 * `admin` and `owner-or-admin` are the old spellings of an owner-only route, kept only so a route
 * not yet converted compiles; a test refuses them in the route table (docs/decisions/044).
 * The server's access guard checks the signed-in part before it reads what was sent; whose a
 * resource is, its ownership policy decides once the resource is known.
 */
export type Who =
  | 'anyone'
  | 'signed-in'
  | 'customer'
  | 'owner'
  | OwnerOr
  | Permission
  | 'owner-or-admin'
  | 'admin';

/** Refusals an endpoint documents beyond those its input and its callers imply (see errorStatuses). */
export type DomainErrorStatus = 400 | 402 | 404 | 409 | 429 | 502;

/** Where an endpoint is and who may call it (routes.ts lists them all). */
export interface Route {
  method: Method;
  /** The path as the server registers it, `:name` for a parameter (e.g. `/api/order/:id`). */
  path: string;
  who: Who;
}

/** An endpoint: its route, what it takes and answers, and how the API documentation names it. */
export interface Endpoint extends Route {
  summary: string;
  description?: string;
  tag: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** A body that is not JSON (an upload's multipart form). */
  consumes?: readonly string[];
  /** The answer on success (200). */
  response: z.ZodType;
  /** Answers of another status that carry their own shape (a health check's 503). */
  otherResponses?: Readonly<Record<number, z.ZodType>>;
  errors?: readonly DomainErrorStatus[];
}

/** Keeps an endpoint's exact schema types, so callers and handlers infer its input and answer. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type OptionalKeys<T> = { [K in keyof T]: undefined extends T[K] ? K : never }[keyof T];
/** An object type whose keys that accept undefined become optional. */
type WithOptional<T> = Omit<T, OptionalKeys<T>> & Partial<Pick<T, OptionalKeys<T>>>;
type Present<T> = { [K in keyof T as [T[K]] extends [never] ? never : K]: T[K] };

/** What a client sends to an endpoint: its path parameters, query and body, each as it declares. */
export type EndpointInput<E extends Endpoint> = WithOptional<
  Present<{ params: Input<E['params']>; query: Input<E['querystring']>; body: Input<E['body']> }>
>;

/** What an endpoint answers on success. */
export type EndpointAnswer<E extends Endpoint> = z.output<E['response']>;

/** Error statuses an endpoint can answer: its own, 400 for input, 401 and 403 for its callers. */
export function errorStatuses(endpoint: Endpoint): number[] {
  const takesInput = Boolean(endpoint.params || endpoint.querystring || endpoint.body || endpoint.consumes);
  const statuses = new Set<number>(endpoint.errors ?? []);
  if (takesInput) statuses.add(400);
  // Every signed-in endpoint also refuses a browser's cookie sent from another site (403).
  if (endpoint.who !== 'anyone') statuses.add(401).add(403);
  return [...statuses].sort((a, b) => a - b);
}

/** The address of an endpoint: its path with the parameters filled in, and the query string. */
export function endpointUrl(
  endpoint: Pick<Endpoint, 'path'>,
  { params = {}, query }: { params?: object; query?: object } = {},
): string {
  const values = params as Record<string, unknown>;
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The path prefixes of the API among the shop's addresses (`/api/`, and the spec's `/admin/`,
 * `/user/` and `/create-payment-intent`): everything else is a page of the web app or a file.
 */
export function apiPrefixes(list: Readonly<Record<string, Pick<Endpoint, 'path'>>>): string[] {
  const prefixes = new Set<string>();
  for (const { path } of Object.values(list)) {
    const [first, ...rest] = path.slice(1).split('/');
    prefixes.add(rest.length > 0 ? `/${first}/` : `/${first}`);
  }
  return [...prefixes].sort();
}
