import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
// What buildApp decorates the instance with, for the type checker.
import type {} from './app-decorations.js';
import { registerParcelFollowing } from './app-parcels.js';
import { registerReturns } from './app-returns.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { accountRoutes } from './features/auth/routes.js';
import { findBlog, listBlogs } from './features/blogs/blogs-service.js';
import { blogRoutes } from './features/blogs/routes.js';
import { brandRoutes } from './features/brands/routes.js';
import { cartRoutes } from './features/cart/routes.js';
import { catalogueIoRoutes } from './features/catalogue-io/routes.js';
import { contactRoutes } from './features/contact/routes.js';
import { parcelBookingRoutes } from './features/couriers/parcel-routes.js';
import { createPathaoClient } from './features/couriers/pathao-client.js';
import { createSteadfastClient } from './features/couriers/steadfast-client.js';
import { customerGroupRoutes } from './features/customer-groups/routes.js';
import { documentRoutes } from './features/documents/routes.js';
import { garageRoutes } from './features/garage/routes.js';
import { insightRoutes } from './features/insights/routes.js';
import { newsletterRoutes } from './features/newsletter/routes.js';
import { createParcelShipping } from './features/orders/parcel-shipping.js';
import { promotionRoutes } from './features/orders/promotions/routes.js';
import { createOrderContext, orderRoutes } from './features/orders/routes.js';
import { registerPartRequests } from './features/part-requests/routes.js';
import { createPaymentRefunds } from './features/payments/payment-refunds.js';
import { closeOpenPayments, hasSettledPayment } from './features/payments/payments-service.js';
import {
  createPaymentProvider,
  type PaymentProviderOptions,
  paymentRoutes,
} from './features/payments/routes.js';
import { createSslcommerzPayments } from './features/payments/sslcommerz/sslcommerz-payments.js';
import { phoneRoutes } from './features/phone/routes.js';
import { screenRenderer } from './features/prerender/prerender.js';
import { findProduct, listProducts } from './features/products/products-service.js';
import { productRoutes } from './features/products/routes.js';
import { profileRoutes } from './features/profile/routes.js';
import { quickOrderRoutes } from './features/quick-order/routes.js';
import { returnSmsText } from './features/returns/return-sms.js';
import { reviewRoutes } from './features/reviews/routes.js';
import { pageRenderer, pageSite, seoRoutes } from './features/seo/routes.js';
import { staffRoutes } from './features/staff/routes.js';
import { systemRoutes } from './features/system/routes.js';
import { trackingRoutes } from './features/tracking/routes.js';
import { uploadRoutes } from './features/uploads/routes.js';
import { userRoutes } from './features/users/routes.js';
import { vehicleRoutes } from './features/vehicles/routes.js';
import { createMailBudget } from './lib/account-mail-limit.js';
import { createAuth } from './lib/auth.js';
import { HTTP_TIMEOUTS, type HttpTimeouts, httpServerOptions } from './lib/http-timeouts.js';
import { serializeRequest } from './lib/log-redaction.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { withoutPhoneAccountMail } from './lib/phone-account-mail.js';
import { createOutboxSms, type SmsSender } from './lib/sms.js';
import { createSslWirelessSms } from './lib/ssl-wireless.js';
import { createUploadStore } from './lib/upload-store.js';
import { authPlugin } from './plugins/auth/auth-plugin.js';
import { BODY_LIMIT_BYTES, bodyLimitsPlugin } from './plugins/body-limits.js';
import { dbPlugin } from './plugins/db.js';
import { docsPlugin } from './plugins/docs.js';
import { errorsPlugin } from './plugins/errors.js';
import { metricsPlugin } from './plugins/metrics.js';
import { performancePlugin } from './plugins/performance.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityPlugin } from './plugins/security.js';
import { webPlugin } from './plugins/web.js';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Defaults to SMTP_URL or the outbox in DATA_DIR. */
  mailer?: Mailer;
  /** Defaults to the SMS gateway of the SMS_* settings or the outbox in DATA_DIR/sms. */
  sms?: SmsSender;
  /** The built web app; undefined serves the API alone. */
  webDist?: string;
  /** Where log lines go (tests read them); standard output by default. */
  logStream?: { write(line: string): void };
  isReady?: () => boolean;
  /** Where the payment provider's client sends its calls (tests: a local stand-in for Stripe). */
  payments?: PaymentProviderOptions;
  /** Defaults to HTTP_TIMEOUTS (tests: shorter ones). */
  httpTimeouts?: HttpTimeouts;
}

/** The whole shop as one Fastify instance: external plugins, then the shop's plugins, then routes. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const app = Fastify({
    ...httpServerOptions(deps.httpTimeouts ?? HTTP_TIMEOUTS),
    logger: {
      level: config.logLevel,
      stream: deps.logStream,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Mail links and OAuth callbacks carry one-time tokens in their URLs.
      serializers: { req: serializeRequest },
    },
    // Forwarded headers count only from proxies on this machine or a private network: from anyone
    // else they could fake the client address that the rate limits key on.
    trustProxy: 'loopback, linklocal, uniquelocal',
    bodyLimit: BODY_LIMIT_BYTES,
    // Every log line of a request carries this id; the answer's x-request-id header shows it too.
    genReqId: () => randomUUID(),
    routerOptions: { maxParamLength: 300 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Phone-only accounts get no mail, whoever sends it (lib/phone-account-mail.ts).
  const mailer = withoutPhoneAccountMail(
    deps.mailer ??
      createMailer({
        smtpUrl: config.mail.smtpUrl,
        from: config.mail.from,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: app.log,
      }),
    app.log,
  );
  const mailBudget = createMailBudget({ perHour: config.authMailsPerHour });
  const auth = createAuth({ config, db: database.db, mailer, log: app.log, mailBudget });
  app.decorate('mailer', mailer);
  const sms =
    deps.sms ??
    (config.sms.gateway
      ? createSslWirelessSms(config.sms.gateway)
      : createOutboxSms(path.join(config.dataDir, 'sms'), app.log));
  app.decorate('sms', sms);
  // Uploads in DATA_DIR or the S3_BUCKET, chosen here once (issue 39).
  const uploadStore = createUploadStore(config);
  app.decorate('uploadStore', uploadStore);
  app.addHook('onClose', async () => uploadStore.close());

  // First: every plugin and route after it reads JSON bodies through its bounded parser.
  await app.register(bodyLimitsPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(docsPlugin, { siteName: config.siteName });
  await app.register(dbPlugin, { database });
  await app.register(performancePlugin, { database });
  await app.register(metricsPlugin, { config });
  // Before the auth mount, so its hooks also cover /api/auth (sign-in attempts).
  await app.register(rateLimitPlugin, { auth, config, mailBudget, db: database.db });
  await app.register(authPlugin, { auth, trustedOrigins: config.trustedOrigins });

  await app.register(systemRoutes, { config, isReady: deps.isReady ?? (() => true) });
  await app.register(accountRoutes);
  await app.register(blogRoutes);
  await app.register(productRoutes);
  await app.register(brandRoutes);
  await app.register(vehicleRoutes);
  await app.register(garageRoutes);
  await app.register(phoneRoutes, { secret: config.authSecret, siteName: config.siteName });
  await app.register(cartRoutes);
  await app.register(uploadRoutes, { store: uploadStore, uploadsPerMinute: config.uploadRateLimit });
  // The whole catalogue out as CSV and in from a spreadsheet (issue 36).
  await app.register(catalogueIoRoutes);
  await app.register(newsletterRoutes);
  await app.register(contactRoutes, { config });
  const paymentProvider = createPaymentProvider(config, database.db, deps.payments);
  const sslcommerz = createSslcommerzPayments(config, database.db);
  // Refunds of online payments, for returns: at SSLCommerz or the card provider, whichever took it.
  app.decorate(
    'paymentRefunds',
    createPaymentRefunds({ db: database.db, card: paymentProvider, sslcommerz: sslcommerz.client }),
  );
  const orders = createOrderContext(config, {
    db: database.db,
    mailer,
    sms,
    log: app.log,
    // A return's SMS go through the orders' queue; the returns feature writes their texts.
    returnSmsText: (returnId, kind, locale) =>
      returnSmsText({ db: database.db, currency: config.currency }, returnId, kind, locale),
    payments: {
      release: async (orderId) => {
        await closeOpenPayments(database.db, paymentProvider, orderId);
        await sslcommerz.release(orderId);
      },
      isSettled: hasSettledPayment,
    },
  });
  app.decorate('orders', orders);
  await app.register(orderRoutes, { context: orders });
  await app.register(promotionRoutes);
  // Garages (issue 37): customer groups and trade prices, the quick order, monthly statements.
  await app.register(customerGroupRoutes, { timeZone: config.timeZone });
  await app.register(quickOrderRoutes);
  // The couriers that are on (issue 33): one client each, its token kept between calls.
  const couriers = {
    pathao: config.couriers.pathao && createPathaoClient(config.couriers.pathao),
    steadfast: config.couriers.steadfast && createSteadfastClient(config.couriers.steadfast),
  };
  app.decorate('parcelSweep', await registerParcelFollowing(app, config, orders, couriers));
  // Booking parcels from All Orders with those couriers; the order ships through the orders feature.
  await app.register(parcelBookingRoutes, { couriers, orders: createParcelShipping(orders) });
  await app.register(trackingRoutes);
  // Returns, refunds and warranty claims (issue 35), pickups by the couriers whose APIs book them.
  app.decorate(
    'refundSweep',
    await registerReturns(app, config, orders.smsQueue, [couriers.pathao, couriers.steadfast]),
  );
  await app.register(documentRoutes, {
    shop: { name: config.siteName, address: config.shopAddress ?? null },
  });
  await app.register(insightRoutes, {
    config,
    lowStockMail: {
      ...orders,
      siteName: config.siteName,
      timeZone: config.timeZone,
      hour: config.lowStockMail.hour,
    },
  });
  // When the part is not there (issue 36): part requests, quotes and back-in-stock notices.
  await registerPartRequests(app, config);
  await app.register(paymentRoutes, { provider: paymentProvider });
  await sslcommerz.register(app);
  await app.register(userRoutes);
  await app.register(staffRoutes, { timeZone: config.timeZone });
  await app.register(profileRoutes);
  await app.register(reviewRoutes, { reviewsPerDay: config.reviewsPerDay });

  const site = pageSite(config);
  await app.register(seoRoutes, { site });
  const { db } = database;
  const pageData = {
    blogs: () => listBlogs(db),
    blog: (id: string) => findBlog(db, id),
    shopPage: () => listProducts(db, { page: 1 }),
    product: (id: string) => findProduct(db, id),
  };
  await app.register(webPlugin, {
    webDist: deps.webDist,
    renderPage: pageRenderer(pageData, site),
    renderScreen: await screenRenderer(app, deps.webDist),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
