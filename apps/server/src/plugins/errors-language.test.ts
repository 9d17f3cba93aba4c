import { describe, expect, it } from 'vitest';
import { useTestShop } from '../test/use-test-shop.js';

// The API answers a refused request in the caller's language: Accept-Language: bn gets the
// Bangla of the same message, and English stays the spec's words.
describe('validation errors in the caller language', () => {
  const shop = useTestShop();

  const subscribe = (acceptLanguage: string, cookie?: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/newsletter/not-an-address',
      headers: { 'accept-language': acceptLanguage, ...(cookie && { cookie }) },
      payload: { email: 'not-an-address' },
    });

  it('answers a refused newsletter address in Bangla with Accept-Language: bn', async () => {
    const response = await subscribe('bn-BD,bn;q=0.9,en;q=0.5');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('ইমেইল ঠিকানাটি সঠিক নয়');
    expect(response.json().issues[0].message).toBe('ইমেইল ঠিকানাটি সঠিক নয়');
  });

  it('keeps the spec words in English', async () => {
    const response = await subscribe('en-US,en;q=0.9');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Email is not a valid email address');
  });

  it("follows the language the shop shows (its locale cookie) over the browser's", async () => {
    const english = await subscribe('bn-BD,bn;q=0.9', 'locale=en');
    expect(english.json().message).toBe('Email is not a valid email address');
    const bangla = await subscribe('en-US,en;q=0.9', 'theme=dark; locale=bn');
    expect(bangla.json().message).toBe('ইমেইল ঠিকানাটি সঠিক নয়');
  });
});
