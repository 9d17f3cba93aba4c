import type { ParcelSweep } from './features/couriers/parcel-sweep.js';
import type { OrderContext } from './features/orders/order-context.js';
import type { PaymentRefunds } from './features/payments/payment-refunds.js';
import type { RefundSweep } from './features/returns/refund-sweep.js';
import type { Mailer } from './lib/mailer.js';
import type { SmsSender } from './lib/sms.js';
import type { UploadStore } from './lib/upload-store.js';

/** What buildApp (app.ts) puts on the shop's Fastify instance, for routes and tests to reach. */
declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Text messages to customers' phones (lib/sms.ts). */
    sms: SmsSender;
    /** The order services' context (tests run the expiry of unpaid orders with it). */
    orders: OrderContext;
    /** The parcel sweep (tests run one now: `app.parcelSweep.runOnce()`). */
    parcelSweep: ParcelSweep;
    /** The sweep of refunds still processing (tests run one now: `app.refundSweep.runOnce()`). */
    refundSweep: RefundSweep;
    /** Refunds of online payments (features/payments/payment-refunds.ts). */
    paymentRefunds: PaymentRefunds;
    /** Where uploads are kept: DATA_DIR/uploads or the S3_BUCKET (lib/upload-store.ts). */
    uploadStore: UploadStore;
  }
}
