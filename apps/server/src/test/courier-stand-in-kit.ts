import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a courier stand-in received, for tests to look at. */
export interface CourierCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface StandInReply {
  status: number;
  body: unknown;
}

type StandInAnswer = StandInReply | 'drop';
/**
 * What a stand-in does with a request: an answer, or `drop` to close the connection unanswered;
 * an answer given later is a slow service.
 */
export type StandInHandler = (call: CourierCall) => StandInAnswer | Promise<StandInAnswer>;

/** Knobs every courier stand-in shares. */
export interface StandInServer {
  url: string;
  calls: CourierCall[];
  /** How many requests came to paths matching this (`/create_order`, /issue-token/). */
  count(path: string | RegExp): number;
  /** While on, every request is answered 503 (the courier is down). */
  setDown(on: boolean): void;
  /** The next request to a path matching this is carried out, then its connection closed unanswered. */
  dropNext(path: string | RegExp): void;
  close(): Promise<void>;
}

const matches = (pattern: string | RegExp, path: string) =>
  typeof pattern === 'string' ? path === pattern || path.endsWith(pattern) : pattern.test(path);

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      try {
        resolve(text ? JSON.parse(text) : undefined);
      } catch {
        resolve(text);
      }
    });
  });
}

/** A local HTTP server for a courier's API: records each request and answers with `handle`. */
export async function startStandInServer(handle: StandInHandler): Promise<StandInServer> {
  const calls: CourierCall[] = [];
  const drops: Array<string | RegExp> = [];
  let down = false;
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0]!;
    const call: CourierCall = {
      method: request.method ?? 'GET',
      path,
      headers: request.headers,
      body: await readBody(request),
    };
    calls.push(call);
    if (down) {
      response.writeHead(503, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ message: 'Service Unavailable' }));
    }
    const reply = await handle(call);
    const dropAt = drops.findIndex((pattern) => matches(pattern, path));
    if (reply === 'drop' || dropAt >= 0) {
      if (dropAt >= 0) drops.splice(dropAt, 1);
      return request.socket.destroy();
    }
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const standIn: StandInServer = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    count: (pattern) => calls.filter((call) => matches(pattern, call.path)).length,
    setDown: (on) => {
      down = on;
    },
    dropNext: (pattern) => drops.push(pattern),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}

/** A number a courier would give, unique in the process. */
let serial = 0;
export const nextSerial = () => {
  serial += 1;
  return serial;
};
