import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { HTTP_TIMEOUTS, httpServerOptions } from './lib/http-timeouts.js';
import { useTestShop } from './test/use-test-shop.js';

/** A raw connection to the shop: what it receives, and whether the shop has closed it. */
async function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  let isClosed = false;
  void closed.then(() => {
    isClosed = true;
  });
  socket.on('error', () => {});
  return {
    socket,
    closed,
    received: () => received,
    isClosed: () => isClosed,
    /**
     * Writes `parts` one by one, `everyMs` apart; resolves with `dropped` when the shop closes the
     * connection before the last one, else `finished`.
     */
    async trickle(parts: string[], everyMs: number): Promise<'dropped' | 'finished'> {
      for (const part of parts) {
        if (isClosed) return 'dropped';
        socket.write(part);
        await new Promise((resolve) => setTimeout(resolve, everyMs));
      }
      return isClosed ? 'dropped' : 'finished';
    },
  };
}

describe('the HTTP server against slow and ambiguous clients', () => {
  let port: number;
  // Short limits so the test need not sit out the real ones (HTTP_TIMEOUTS, checked below).
  const timeouts = { headersMs: 500, requestMs: 1500, keepAliveMs: 500, checkEveryMs: 100 };
  const shop = useTestShop({ httpTimeouts: timeouts });

  beforeAll(async () => {
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
    port = (shop.app.server.address() as AddressInfo).port;
  });

  it('runs with limits on headers, whole requests and idle connections', async () => {
    const bare = Fastify(httpServerOptions(HTTP_TIMEOUTS));
    const { server } = bare;
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(60_000);
    expect(server.keepAliveTimeout).toBe(10_000);
    await bare.close();
  });

  it('drops a client that sends its headers a line at a time (slowloris)', async () => {
    const client = await rawConnection(port);
    const lines = ['GET /api/health HTTP/1.1\r\n', 'Host: localhost\r\n'];
    for (let i = 0; i < 50; i += 1) lines.push(`X-Slow-${i}: ${i}\r\n`);
    // Fifty lines 100 ms apart would take five seconds; the shop gives up after half a second.
    expect(await client.trickle(lines, 100)).toBe('dropped');
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(client.received()).not.toContain('"status"');
  });

  it('drops a client that sends its body a byte at a time', async () => {
    const client = await rawConnection(port);
    client.socket.write(
      'POST /api/newsletter HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    expect(
      await client.trickle(
        Array.from({ length: 99 }, () => ' '),
        100,
      ),
    ).toBe('dropped');
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a kept-alive connection that stays idle', async () => {
    const client = await rawConnection(port);
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('refuses a request with two Host headers, and serves one with one', async () => {
    const request = (hosts: string[]) =>
      `GET /api/health HTTP/1.1\r\n${hosts.map((host) => `Host: ${host}\r\n`).join('')}Connection: close\r\n\r\n`;
    const twice = await rawConnection(port);
    twice.socket.write(request(['localhost', 'evil.example']));
    await twice.closed;
    expect(twice.received()).toMatch(/^HTTP\/1\.1 400 /);
    expect(twice.received()).toContain('{"message":"The request has more than one Host header"}');

    const once = await rawConnection(port);
    once.socket.write(request(['localhost']));
    await once.closed;
    expect(once.received()).toMatch(/^HTTP\/1\.1 200 /);
  });
});
