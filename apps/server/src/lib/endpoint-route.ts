import {
  type Endpoint,
  type EndpointName,
  ErrorResponseSchema,
  endpoints,
  errorStatuses,
  isOwnerOr,
  permissionOfWho,
  type Who,
} from '@chaka/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';
import type { CacheName } from './cache-invalidation.js';
import { forbidden } from './errors.js';
import { OWNER_CHECKS, type OwnerCheck } from './owner-checks.js';
import { currentUser, isOwner } from './ownership.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, from its endpoint (contract/endpoint.ts); the access guard reads it. */
    access?: Who;
  }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/** A request to an endpoint: its params, query and body as the endpoint's schemas parse them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['querystring']>;
  Body: Parsed<E['body']>;
}>;

type Answer<E extends Endpoint> = z.input<E['response']>;

/** Answers the endpoint's success shape, or sends its own answer through the reply. */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Answer<E> | FastifyReply | Promise<Answer<E> | FastifyReply>;

export interface EndpointRouteOptions {
  /** The cached data a successful call changes (plugins/performance.ts clears it). */
  invalidates?: readonly CacheName[];
  /** Runs after validation, before the handler (a limit that should count valid requests only). */
  preHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/**
 * The route schema of an endpoint, for validation, serialisation and the OpenAPI description:
 * its success answer, its other answers and every error status it documents (one shape for all).
 */
export function routeSchema(endpoint: Endpoint) {
  const response: Record<number, z.ZodType> = { 200: endpoint.response, ...endpoint.otherResponses };
  for (const status of errorStatuses(endpoint)) response[status] ??= ErrorResponseSchema;
  const schema = {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description: endpoint.description,
    params: endpoint.params,
    querystring: endpoint.querystring,
    body: endpoint.body,
    consumes: endpoint.consumes ? [...endpoint.consumes] : undefined,
    response,
  };
  // Fastify warns about a part named without a schema: the parts an endpoint has not are left out.
  return Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined));
}

const endpointNames = new Map<Endpoint, EndpointName>(
  Object.entries(endpoints).map(([name, endpoint]) => [endpoint as Endpoint, name as EndpointName]),
);

/** The route's ownership check, for an endpoint of an owned resource (lib/owner-checks.ts). */
function ownerCheckOf(endpoint: Endpoint): OwnerCheck | undefined {
  if (endpoint.who !== 'owner' && !isOwnerOr(endpoint.who) && endpoint.who !== 'owner-or-admin')
    return undefined;
  const name = endpointNames.get(endpoint);
  const check = name ? (OWNER_CHECKS as Partial<Record<EndpointName, OwnerCheck>>)[name] : undefined;
  if (!check)
    throw new Error(`Route ${endpoint.method} ${endpoint.path} is its owner's: it needs an owner check`);
  return check;
}

/**
 * Whether the resource the request names is the caller's (or, for owner-or-<permission>, the caller
 * is staff with the permission): decided before the request's input is validated, so a caller it is not for gets 403
 * (or 404 for no such resource) and learns nothing from the validation.
 */
function ownershipHook(who: Who, check: OwnerCheck) {
  return async (request: FastifyRequest) => {
    const caller = currentUser(request);
    const owner = await check.ownerOf(request, caller);
    if (owner === undefined) return;
    const permission = who === 'owner' ? null : permissionOfWho(who);
    const allowed =
      isOwner(caller, owner) || (permission !== null && caller.permissions.includes(permission));
    if (!allowed) throw forbidden(check.refusal);
  };
}

/**
 * Registers routes from the contract's endpoint list: `route(endpoints.placeOrder, handler)`. The
 * handler's request and answer are typed by the endpoint, and the route carries who may call it;
 * a route of an owned resource checks whose it is before it reads what was sent (owner-checks.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: any type provider; the endpoint types the handler
export function endpointRouter(app: FastifyInstance<any, any, any, any, any>) {
  return <E extends Endpoint>(
    endpoint: E,
    handler: EndpointHandler<E>,
    options: EndpointRouteOptions = {},
  ) => {
    const check = ownerCheckOf(endpoint);
    const ownership = check && ownershipHook(endpoint.who, check);
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      config: { access: endpoint.who, invalidates: options.invalidates },
      schema: routeSchema(endpoint),
      // After the access guard's own onRequest hook (who the caller is), before the body is read
      // or, for a resource the body names, before it is validated.
      onRequest: check?.namedIn === 'address' ? ownership : undefined,
      preValidation: check?.namedIn === 'body' ? ownership : undefined,
      preHandler: options.preHandler,
      handler: handler as RouteHandlerMethod,
    });
  };
}
