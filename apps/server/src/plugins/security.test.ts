import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestShop } from '../test/use-test-shop.js';
import { errorsPlugin } from './errors.js';

describe('security headers', () => {
  const shop = useTestShop();

  it('sends a strict content security policy and the usual hardening headers', async () => {
    const response = await shop.app.inject('/api/services');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('frame-src https://www.openstreetmap.org');
    expect(csp).not.toContain('stripe');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives every answer a request id', async () => {
    const first = await shop.app.inject('/api/health');
    const second = await shop.app.inject('/api/health');
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });
});

describe('request logs', () => {
  const lines: Array<Record<string, unknown>> = [];
  const shop = useTestShop({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => lines.push(JSON.parse(line)) },
  });

  const linesOf = (requestId: unknown) => lines.filter((line) => line.reqId === requestId);

  it('carry the request id of the answer on every line of that request', async () => {
    const response = await shop.app.inject('/api/blogs');
    const logged = linesOf(response.headers['x-request-id']);
    expect(logged.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('never hold the one-time tokens of mail links and sign-in callbacks', async () => {
    const secret = 'tok3nOnlyTheCustomerHas';
    const urls = [
      `/api/auth/verify-email?token=${secret}&callbackURL=%2F`,
      `/reset-password/${secret}`,
      `/api/auth/reset-password/${secret}?callbackURL=%2Freset-password`,
      `/api/auth/oauth2/callback/google?code=${secret}&state=${secret}`,
    ];
    for (const url of urls) {
      const response = await shop.app.inject(url);
      expect(JSON.stringify(linesOf(response.headers['x-request-id']))).toContain('REDACTED');
    }
    expect(JSON.stringify(lines)).not.toContain(secret);
  });
});

describe('security headers over https with Stripe', () => {
  const shop = useTestShop({
    env: {
      PUBLIC_URL: 'https://shop.example.com',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
    },
  });

  it('adds HSTS and allows exactly the Stripe hosts the card element needs', async () => {
    const response = await shop.app.inject('/api/services');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).toContain(
      'frame-src https://www.openstreetmap.org https://js.stripe.com https://hooks.stripe.com',
    );
    expect(csp).toContain('upgrade-insecure-requests');
  });
});

describe('errors', () => {
  it('answers a failure with a plain 500 that carries no internals', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/boom', async () => {
      throw new Error('connection to db-primary.internal:5432 refused at Socket.connect (net.js:1)');
    });
    const response = await app.inject('/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(response.body).not.toMatch(/db-primary|net\.js|stack/);
    await app.close();
  });
});
