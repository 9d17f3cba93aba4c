import { endpoints } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { heldStock } from './held-stock.js';
import { type LowStockMailContext, startLowStockMail } from './low-stock.js';
import { shopStats } from './stats.js';
import { stockHistory } from './stock-history.js';

export interface InsightOptions {
  config: Config;
  lowStockMail: LowStockMailContext;
}

/** Running the shop (admins): the Overview's numbers, stock history and the daily low-stock mail. */
export const insightRoutes: FastifyPluginAsync<InsightOptions> = async (app, { config, lowStockMail }) => {
  const route = endpointRouter(app);
  const { timeZone } = config;
  if (config.lowStockMail.enabled) {
    const stop = startLowStockMail(lowStockMail);
    app.addHook('onClose', async () => stop());
  }

  route(endpoints.shopStats, (request) => shopStats(app.db, request.query, timeZone));

  route(endpoints.stockHistory, (request) => stockHistory(app.db, request.params.id));

  route(endpoints.heldStock, () => heldStock(app.db));
};
