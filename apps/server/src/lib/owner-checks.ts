import {
  accessMessages,
  EmailSchema,
  type EndpointName,
  type endpoints,
  isId,
  type OwnerOr,
  orderMessages,
  returnMessages,
} from '@chaka/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { orders, payments, returns } from '../db/schema/index.js';
import { notFound } from './errors.js';
import type { Identity } from './identity.js';

/** The endpoints whose resource is its owner's (or also an admin's): their `who` says so. */
export type OwnedEndpointName = {
  [N in EndpointName]: (typeof endpoints)[N]['who'] extends 'owner' | OwnerOr | 'owner-or-admin' ? N : never;
}[EndpointName];

/**
 * How a route of an owned resource finds whose the resource is, so the access guard's ownership
 * check (lib/endpoint-route.ts) runs before the request's input is validated: a caller whose the
 * resource is not gets 403 (or 404 when there is no such resource), never the validation's 400.
 */
export interface OwnerCheck {
  /**
   * Where the request names its resource: its address (path or query, checked as the request
   * arrives, before its body is read) or a field of its body (checked once the body is parsed,
   * before it is validated: there is nothing to be the owner of before).
   */
  namedIn: 'address' | 'body';
  /**
   * The account the named resource belongs to (null: no account's); throws 404 when there is no
   * such resource; undefined when the request names none in a form that could name one (a
   * malformed id or address names nothing: its validation answers).
   */
  ownerOf(
    request: FastifyRequest,
    caller: Identity,
  ): Promise<string | null | undefined> | string | null | undefined;
  /** The refusal's message; accessMessages.notAllowed when none is given. */
  refusal?: string;
}

const field = (source: unknown, name: string): unknown =>
  source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined;

/** The account of the order `id` names; 404 for an order that does not exist. */
async function orderOwner(request: FastifyRequest, id: unknown): Promise<string | null | undefined> {
  if (typeof id !== 'string' || !isId(id)) return undefined;
  const [order] = await request.server.db
    .select({ userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, id));
  if (!order) throw notFound(orderMessages.notFound);
  return order.userId;
}

/** The account of the return `id` names (issue 35); 404 for a return that does not exist. */
async function returnOwner(request: FastifyRequest, id: unknown): Promise<string | null | undefined> {
  if (typeof id !== 'string' || !isId(id)) return undefined;
  const [found] = await request.server.db
    .select({ userId: returns.userId })
    .from(returns)
    .where(eq(returns.id, id));
  if (!found) throw notFound(returnMessages.notFound);
  return found.userId;
}

/** An address names the caller's own account, or none the caller may reach as its owner. */
function addressOwner(caller: Identity, value: unknown): string | null | undefined {
  const parsed = EmailSchema.safeParse(value);
  if (!parsed.success) return undefined;
  return parsed.data === caller.email ? caller.id : null;
}

/** The account of the order a test card payment's client secret (`{intentId}_secret_{signature}`) names. */
async function testIntentOwner(request: FastifyRequest, secret: unknown): Promise<string | null | undefined> {
  if (typeof secret !== 'string') return undefined;
  const intentId = secret.split('_secret_')[0];
  if (!intentId) return undefined;
  const [payment] = await request.server.db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.intentId, intentId), eq(payments.provider, 'test')));
  // An unknown intent names nothing: the route refuses the secret itself.
  return payment?.orderId ? orderOwner(request, payment.orderId) : undefined;
}

const params = (request: FastifyRequest, name: string) => field(request.params, name);
const query = (request: FastifyRequest, name: string) => field(request.query, name);
const body = (request: FastifyRequest, name: string) => field(request.body, name);

/**
 * Every owned route's check, by endpoint name: the type requires one for each endpoint whose `who`
 * is owner or owner-or-<permission>, and the router refuses to register such a route without it.
 */
export const OWNER_CHECKS = {
  syncUser: {
    namedIn: 'address',
    ownerOf: (request, caller) => addressOwner(caller, params(request, 'email')),
  },
  adminCheck: {
    namedIn: 'address',
    ownerOf: (request, caller) => addressOwner(caller, params(request, 'email')),
  },
  getProfile: {
    namedIn: 'address',
    ownerOf: (request, caller) => addressOwner(caller, query(request, 'email')),
    refusal: accessMessages.notYourProfile,
  },
  updateProfile: {
    namedIn: 'address',
    ownerOf: (request, caller) => addressOwner(caller, query(request, 'email')),
    refusal: accessMessages.notYourProfile,
  },
  customerOrders: {
    namedIn: 'address',
    ownerOf: (request, caller) => addressOwner(caller, params(request, 'email')),
  },
  getOrder: { namedIn: 'address', ownerOf: (request) => orderOwner(request, params(request, 'id')) },
  cancelOrder: { namedIn: 'address', ownerOf: (request) => orderOwner(request, params(request, 'id')) },
  updateOrderDelivery: {
    namedIn: 'address',
    ownerOf: (request) => orderOwner(request, params(request, 'id')),
  },
  confirmPayment: { namedIn: 'address', ownerOf: (request) => orderOwner(request, params(request, 'id')) },
  orderDocuments: { namedIn: 'address', ownerOf: (request) => orderOwner(request, params(request, 'id')) },
  createPaymentIntent: {
    namedIn: 'body',
    ownerOf: (request) => orderOwner(request, body(request, 'orderId')),
  },
  sslcommerzSession: { namedIn: 'body', ownerOf: (request) => orderOwner(request, body(request, 'orderId')) },
  payWithTestCard: {
    namedIn: 'body',
    ownerOf: (request) => testIntentOwner(request, body(request, 'clientSecret')),
  },
  openReturn: { namedIn: 'address', ownerOf: (request) => orderOwner(request, params(request, 'id')) },
  getReturn: { namedIn: 'address', ownerOf: (request) => returnOwner(request, params(request, 'id')) },
  confirmRefund: { namedIn: 'address', ownerOf: (request) => returnOwner(request, params(request, 'id')) },
} satisfies Record<OwnedEndpointName, OwnerCheck>;
