import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { voidOpenAttempts } from './sslcommerz-attempts.js';
import { createSslcommerzClient, sslcommerzBaseUrl } from './sslcommerz-client.js';
import { sslcommerzRoutes } from './sslcommerz-routes.js';

/**
 * SSLCommerz beside the card provider: its routes when the store is set, and what cancelling an
 * order does to its sessions (voids them, so a late payment is recorded to refund).
 */
export function createSslcommerzPayments(config: Config, db: Db) {
  const settings = config.sslcommerz;
  const client =
    settings &&
    createSslcommerzClient({
      baseUrl: sslcommerzBaseUrl({ live: settings.live, apiUrl: settings.apiUrl }),
      storeId: settings.storeId,
      storePassword: settings.storePassword,
    });
  return {
    /** The gateway's client, null when the store is not set (refunds use it too). */
    client: client || null,
    release: (orderId: string) => voidOpenAttempts(db, orderId),
    async register(app: FastifyInstance) {
      if (!client) return;
      await app.register(sslcommerzRoutes, {
        deps: {
          client,
          currency: config.currency,
          publicUrl: config.publicUrl,
          mail: { mailer: app.mailer, siteName: config.siteName, shopAddress: config.mail.from },
        },
      });
    },
  };
}
