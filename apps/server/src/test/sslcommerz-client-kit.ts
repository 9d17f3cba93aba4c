import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  createSslcommerzClient,
  type SessionInput,
  type SslcommerzClient,
  type SslcommerzSettings,
} from '../features/payments/sslcommerz/sslcommerz-client.js';
import { type SslcommerzGateway, startSslcommerzGateway } from './sslcommerz-gateway.js';
import type { GatewayPaymentMethod } from './sslcommerz-gateway-page.js';

/** The shop's side of the IPN: a listener that keeps every form the gateway POSTs to it. */
async function startIpnListener() {
  const received: Array<Record<string, string>> = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push(Object.fromEntries(new URLSearchParams(body)));
      response.end('OK');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/sslcommerz/ipn`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const SHOP_URL = 'http://127.0.0.1:3000';

/**
 * For one test file: the stand-in gateway (its knobs put back before each test), a listener for
 * its IPNs, and a client of the gateway with the store's credentials.
 */
export function useSslcommerzGateway() {
  let gateway: SslcommerzGateway;
  let ipnListener: Awaited<ReturnType<typeof startIpnListener>>;
  let client: SslcommerzClient;

  beforeAll(async () => {
    gateway = await startSslcommerzGateway();
    ipnListener = await startIpnListener();
    client = createSslcommerzClient({
      baseUrl: gateway.url,
      storeId: gateway.storeId,
      storePassword: gateway.storePassword,
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await ipnListener?.close();
  });
  beforeEach(() => {
    gateway.resetKnobs();
  });

  /** A session for an order of 1,234.50 taka to Sylhet, each with its own tran_id. */
  const sessionInput = (overrides: Partial<SessionInput> = {}): SessionInput => ({
    tranId: `CP-10234-${randomUUID().slice(0, 8)}`,
    amountMinor: 123_450,
    currency: 'BDT',
    successUrl: `${SHOP_URL}/api/payments/sslcommerz/success`,
    failUrl: `${SHOP_URL}/api/payments/sslcommerz/fail`,
    cancelUrl: `${SHOP_URL}/api/payments/sslcommerz/cancel`,
    ipnUrl: ipnListener.url,
    customer: {
      name: 'Rahim Uddin',
      email: 'rahim@example.com',
      phone: '+8801712345678',
      address: 'House 12, Road 5, Zindabazar',
      city: 'Sylhet',
    },
    product: { name: 'Ceramic Brake Pads', category: 'Brake Pads' },
    numOfItems: 2,
    reference: 'order-1',
    ...overrides,
  });

  return {
    get gateway() {
      return gateway;
    },
    get client() {
      return client;
    },
    /** Every IPN the shop received. */
    get ipns() {
      return ipnListener.received;
    },
    /** A client of the same gateway with some settings changed (a wrong password, a short timeout...). */
    clientWith: (settings: Partial<SslcommerzSettings>) =>
      createSslcommerzClient({
        baseUrl: gateway.url,
        storeId: gateway.storeId,
        storePassword: gateway.storePassword,
        ...settings,
      }),
    sessionInput,
    /** A session opened and paid on the gateway's page: the val_id the shop is then told about. */
    async paidSession(input = sessionInput(), method: GatewayPaymentMethod = 'bkash') {
      const session = await client.createSession(input);
      if (session.status !== 'SUCCESS') throw new Error(session.failedReason);
      const back = await gateway.completePayment(session.gatewayUrl, { method, outcome: 'pay' });
      return { input, back, valId: back.fields.val_id! };
    },
  };
}
