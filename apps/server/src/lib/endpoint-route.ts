import { type Endpoint, ErrorResponseSchema, errorStatuses, type Who } from '@chaka/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';
import type { CacheName } from './read-cache.js';

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

/**
 * Registers routes from the contract's endpoint list: `route(endpoints.placeOrder, handler)`. The
 * handler's request and answer are typed by the endpoint, and the route carries who may call it.
 */
// biome-ignore lint/suspicious/noExplicitAny: any type provider; the endpoint types the handler
export function endpointRouter(app: FastifyInstance<any, any, any, any, any>) {
  return <E extends Endpoint>(
    endpoint: E,
    handler: EndpointHandler<E>,
    options: EndpointRouteOptions = {},
  ) => {
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      config: { access: endpoint.who, invalidates: options.invalidates },
      schema: routeSchema(endpoint),
      preHandler: options.preHandler,
      handler: handler as RouteHandlerMethod,
    });
  };
}
