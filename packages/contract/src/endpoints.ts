import { apiPrefixes, type Endpoint } from './endpoint.js';
import { accountEndpoints } from './endpoints/accounts.js';
import { catalogueEndpoints } from './endpoints/catalogue.js';
import { orderEndpoints } from './endpoints/orders.js';
import { siteEndpoints } from './endpoints/site.js';
import { systemEndpoints } from './endpoints/system.js';

/**
 * Every endpoint of the shop's API (SPEC §7 and what the shop adds): method, path, who may call
 * it, what it takes and what it answers. The server registers its routes from this list, the web
 * client types its calls with it and the OpenAPI description at /api/docs is generated from it.
 * The identity service's own endpoints under /api/auth are not listed: they are better-auth's.
 */
export const endpoints = {
  ...systemEndpoints,
  ...accountEndpoints,
  ...catalogueEndpoints,
  ...orderEndpoints,
  ...siteEndpoints,
} satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** The path prefixes of the API (`/api/`, `/admin/`, `/user/`, `/create-payment-intent`). */
export const API_PREFIXES: readonly string[] = apiPrefixes(endpoints);

/** Whether a request path is one of the API's, not a page of the web app or a file. */
export const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));
