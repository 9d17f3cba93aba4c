import net, { type AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp } from './app.js';
import { remoteInjector } from './built-server.js';
import { useTestShop } from './use-test-shop.js';

describe('the account helpers over HTTP, as the crash test drives the built server', () => {
  const shop = useTestShop();
  let url: string;
  beforeAll(async () => {
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(shop.app.server.address() as AddressInfo).port}`;
  });

  it('signs up and in over HTTP, and the session answers like one made with app.inject', async () => {
    const remote = remoteInjector(url);
    const customer = await signUp(remote, { name: 'Karim Ahmed' });
    expect(customer.token).not.toBe('');
    expect(customer.cookie).toMatch(/better-auth\.session_token=/);
    const again = await signIn(remote, customer.email);
    const mine = await remote.inject({
      method: 'GET',
      url: `/api/orders/${encodeURIComponent(customer.email)}`,
      headers: again.headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([]);
    const inProcess = await shop.app.inject({
      url: `/api/orders/${encodeURIComponent(customer.email)}`,
      headers: customer.headers,
    });
    expect(inProcess.statusCode).toBe(200);
  });

  it('rejects a request nobody answers', async () => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    await expect(remoteInjector(`http://127.0.0.1:${port}`).inject({ url: '/api/health' })).rejects.toThrow(
      /ECONNREFUSED/,
    );
  });
});
