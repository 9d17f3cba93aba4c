import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { defaultKnobs, GatewayBooks } from './sslcommerz-gateway-books.js';
import {
  GATEWAY_METHODS,
  type GatewayOutcome,
  type GatewayPaymentMethod,
  messagePage,
  OUTCOMES,
  paymentPage,
  readReturnPage,
  returnPage,
} from './sslcommerz-gateway-page.js';
import { defaultRefundKnobs, GatewayRefunds } from './sslcommerz-gateway-refunds.js';

export { CREDENTIAL_ERROR } from './sslcommerz-gateway-books.js';

export interface Ipn {
  url: string;
  fields: Record<string, string>;
  /** The shop's HTTP status, or why it did not answer. */
  answer: number | string;
}

export interface GatewayOptions {
  storeId?: string;
  storePassword?: string;
  storeName?: string;
  /** How an IPN reaches the shop; by default an HTTP POST, form-encoded, as the gateway sends it. */
  deliverIpn?: (url: string, fields: Record<string, string>) => Promise<number>;
  /** Lets the process end while the gateway listens (one gateway shared by a whole test run). */
  unref?: boolean;
}

async function postForm(url: string, fields: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return response.status;
}

const API_PATHS = {
  session: '/gwprocess/v4/api.php',
  validation: '/validator/api/validationserverAPI.php',
  /** Initiates a refund (bank_tran_id...) or answers about one (refund_ref_id). */
  refund: '/validator/api/merchantTransIDvalidationAPI.php',
} as const;
const PAGE_PATH = /^\/EasyCheckOut\/([A-F0-9]+)$/;

/**
 * A local HTTP server standing in for SSLCommerz, following its v4 documentation: the session
 * call, a hosted payment page (bKash, Nagad, Rocket or card; Pay, Fail or Cancel), the IPN to the
 * shop and the browser's form POST back to it, and the Order Validation API.
 */
export async function startSslcommerzGateway(options: GatewayOptions = {}) {
  const store = {
    id: options.storeId ?? 'chaka0test',
    password: options.storePassword ?? 'chaka0test@ssl',
    name: options.storeName ?? 'Chaka Parts',
  };
  const deliverIpn = options.deliverIpn ?? postForm;
  const ipns: Ipn[] = [];
  const books = new GatewayBooks(store, (sessionKey) => `${url}/EasyCheckOut/${sessionKey}`);
  const refunds = new GatewayRefunds((bankTranId) => books.chargedFor(bankTranId));

  async function sendIpn(ipnUrl: string, fields: Record<string, string>) {
    const ipn: Ipn = { url: ipnUrl, fields, answer: 'not sent' };
    ipns.push(ipn);
    try {
      ipn.answer = await deliverIpn(ipnUrl, fields);
    } catch (error) {
      ipn.answer = error instanceof Error ? error.message : String(error);
    }
  }

  async function route(request: IncomingMessage, response: ServerResponse, body: string) {
    const { pathname, searchParams } = new URL(request.url ?? '/', url);
    const send = (status: number, type: string, content: string) => {
      response.writeHead(status, { 'content-type': type });
      response.end(content);
    };
    const sendJson = async (answer: () => unknown) => {
      await sleep(books.knobs.delayMs);
      send(200, 'application/json', JSON.stringify(answer()));
    };
    const sendHtml = (status: number, html: string) => send(status, 'text/html; charset=utf-8', html);

    if (request.method === 'POST' && pathname === API_PATHS.session) {
      return sendJson(() => books.openSession(new URLSearchParams(body)));
    }
    if (request.method === 'GET' && pathname === API_PATHS.validation) {
      return sendJson(() => books.validation(searchParams));
    }
    if (request.method === 'GET' && pathname === API_PATHS.refund) {
      return sendJson(() => {
        if (!searchParams.get('store_id')) return { APIConnect: 'INVALID_REQUEST' };
        if (!books.acceptsStore(searchParams)) return { APIConnect: 'FAILED' };
        return searchParams.has('refund_ref_id')
          ? refunds.status(searchParams)
          : refunds.initiate(searchParams);
      });
    }
    const sessionKey = pathname.match(PAGE_PATH)?.[1];
    const session = sessionKey ? books.sessions.get(sessionKey) : undefined;
    if (!session) return sendHtml(404, messagePage('This payment session does not exist'));
    if (session.outcome) return sendHtml(410, messagePage('This payment session has ended'));
    if (request.method === 'GET') {
      const { total_amount: amount = '', currency = '' } = session.fields;
      return sendHtml(200, paymentPage({ storeName: store.name, amount, currency, action: pathname }));
    }
    const choice = new URLSearchParams(body);
    const method = choice.get('method') ?? '';
    const outcome = choice.get('outcome') ?? '';
    if (!(method in GATEWAY_METHODS) || !OUTCOMES.includes(outcome as GatewayOutcome)) {
      return sendHtml(400, messagePage('Choose a payment method and Pay, Fail or Cancel'));
    }
    const { fields, returnUrl } = books.finish(
      session,
      method as GatewayPaymentMethod,
      outcome as GatewayOutcome,
    );
    // The gateway tells the shop's server first, then sends the browser back.
    if (session.fields.ipn_url) await sendIpn(session.fields.ipn_url, fields);
    return sendHtml(200, returnPage(returnUrl, fields));
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      route(request, response, Buffer.concat(chunks).toString('utf8')).catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500);
        response.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  if (options.unref) server.unref();
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** The session the shop opened for a transaction. */
  const sessionFor = (tranId: string) =>
    [...books.sessions.values()].find((session) => session.fields.tran_id === tranId);

  return {
    /** The gateway's base address: what SSLCOMMERZ_API_URL is set to. */
    url,
    storeId: store.id,
    storePassword: store.password,
    knobs: books.knobs,
    /** How refunds go (refunded at once, processing, cancelled, refused). */
    refundKnobs: refunds.knobs,
    /** Every refund the gateway started, by refund_ref_id; `settleRefund` pays a processing one. */
    refunds: refunds.refunds,
    settleRefund: (refundRefId: string) => refunds.settle(refundRefId),
    /** Puts every knob back as it was at start. */
    resetKnobs: () => {
      Object.assign(books.knobs, defaultKnobs());
      Object.assign(refunds.knobs, defaultRefundKnobs());
    },
    sessions: books.sessions,
    /** Every IPN the gateway sent, in order, with the shop's answer: replay one by sending its fields again. */
    ipns,
    sessionFor,
    /** Sends an IPN with any status for a session (EXPIRED, UNATTEMPTED...), as the gateway does on its own. */
    async notify(tranId: string, status: string) {
      const session = sessionFor(tranId);
      if (!session?.fields.ipn_url) throw new Error(`No session with an ipn_url for ${tranId}`);
      await sendIpn(session.fields.ipn_url, books.transactionFields(session, status, {}));
    },
    /**
     * Does on the payment page what a customer does in a browser (choose a method, then Pay, Fail
     * or Cancel) and answers where the gateway sends the browser next, with the fields it POSTs.
     */
    async completePayment(
      gatewayUrl: string,
      choice: { method?: GatewayPaymentMethod; outcome?: GatewayOutcome } = {},
    ) {
      const form = { method: choice.method ?? 'bkash', outcome: choice.outcome ?? 'pay' };
      const response = await fetch(gatewayUrl, { method: 'POST', body: new URLSearchParams(form) });
      const html = await response.text();
      if (!response.ok) throw new Error(`The payment page answered ${response.status}: ${html}`);
      return readReturnPage(html);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type SslcommerzGateway = Awaited<ReturnType<typeof startSslcommerzGateway>>;
