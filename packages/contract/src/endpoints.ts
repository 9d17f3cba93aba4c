import type { Endpoint, Route } from './endpoint.js';
import { accountEndpoints } from './endpoints/accounts.js';
import { brandEndpoints } from './endpoints/brands.js';
import { cartEndpoints } from './endpoints/cart.js';
import { catalogueEndpoints } from './endpoints/catalogue.js';
import { catalogueIoEndpoints } from './endpoints/catalogue-io.js';
import { courierWebhookEndpoints } from './endpoints/courier-webhooks.js';
import { customerGroupEndpoints } from './endpoints/customer-groups.js';
import { garageEndpoints } from './endpoints/garage.js';
import { insightEndpoints } from './endpoints/insights.js';
import { orderEndpoints } from './endpoints/orders.js';
import { parcelEndpoints } from './endpoints/parcels.js';
import { partRequestEndpoints } from './endpoints/part-requests.js';
import { phoneEndpoints } from './endpoints/phone.js';
import { promotionEndpoints } from './endpoints/promotions.js';
import { returnEndpoints } from './endpoints/returns.js';
import { siteEndpoints } from './endpoints/site.js';
import { sslcommerzEndpoints } from './endpoints/sslcommerz.js';
import { staffEndpoints } from './endpoints/staff.js';
import { systemEndpoints } from './endpoints/system.js';
import { trackingEndpoints } from './endpoints/tracking.js';
import { vehicleEndpoints } from './endpoints/vehicles.js';
import type { RouteName } from './routes.js';

/**
 * Every endpoint of the shop's API, each its route (routes.ts: method, path, who may call it) with
 * what it takes and what it answers. The server registers its routes from this list, the web
 * client types its calls with it and the OpenAPI description at /api/docs is generated from it.
 */
export const endpoints = {
  ...systemEndpoints,
  ...accountEndpoints,
  ...catalogueEndpoints,
  ...catalogueIoEndpoints,
  ...brandEndpoints,
  ...promotionEndpoints,
  ...customerGroupEndpoints,
  ...vehicleEndpoints,
  ...garageEndpoints,
  ...phoneEndpoints,
  ...orderEndpoints,
  ...parcelEndpoints,
  ...courierWebhookEndpoints,
  ...trackingEndpoints,
  ...cartEndpoints,
  ...sslcommerzEndpoints,
  ...siteEndpoints,
  ...insightEndpoints,
  ...returnEndpoints,
  ...partRequestEndpoints,
  ...staffEndpoints,
} satisfies Record<RouteName, Endpoint>;

export type EndpointName = keyof typeof endpoints;

type Endpoints = typeof endpoints;

/** The endpoint of a route, by its method and path (one endpoint each): what a call of it sends and gets. */
export type EndpointFor<R extends Route> = {
  [N in EndpointName]: Endpoints[N] extends { method: R['method']; path: R['path'] } ? Endpoints[N] : never;
}[EndpointName];
