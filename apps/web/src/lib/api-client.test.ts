import { routes } from '@chaka/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, callPage } from './api-client';

const fetchMock = vi.fn(
  async (_input: RequestInfo | URL, _init?: RequestInit) =>
    new Response(JSON.stringify({ matchedCount: 1 }), { status: 200 }),
);
const lastCall = () => {
  const [input, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(input), method: init?.method, headers: init?.headers, body: init?.body };
};

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the API client', () => {
  it("calls an endpoint at its address with its method, as the spec's clients do", async () => {
    await expect(call(routes.makeAdmin, { params: { email: 'karim@example.com' } })).resolves.toEqual({
      matchedCount: 1,
    });
    expect(lastCall()).toMatchObject({ url: '/user/admin/karim%40example.com', method: 'PUT', body: '{}' });

    await call(routes.getProfile, { query: { email: 'nadia@example.com' } });
    expect(lastCall()).toMatchObject({ url: '/api/users/me?email=nadia%40example.com', method: 'GET' });
    expect(lastCall().body).toBeUndefined();

    await call(routes.placeOrder, { body: { productId: 'p', quantity: '2', size: 'M' } });
    expect(lastCall()).toMatchObject({
      url: '/api/orders',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"productId":"p","quantity":"2","size":"M"}',
    });
  });

  it('sends a form as multipart, untouched', async () => {
    const form = new FormData();
    form.append('image', new Blob(['x']), 'x.png');
    await call(routes.uploadImage, { body: form });
    expect(lastCall()).toMatchObject({ url: '/api/uploads', method: 'POST', headers: undefined, body: form });
  });

  it("reads a page and the server's total", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('[{"_id":"a"}]', { status: 200, headers: { 'x-total-count': '42' } }),
    );
    const page = await callPage(routes.listReviews, { query: { page: 2, limit: 1 } });
    expect(page).toEqual({ items: [{ _id: 'a' }], total: 42 });
    expect(lastCall().url).toBe('/api/reviews?page=2&limit=1');
  });

  it("turns a refusal into an ApiError with the server's message and issues", async () => {
    const issues = [{ path: ['size'], message: 'Size must be one of SM, M, L, XL' }];
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: issues[0]!.message, issues }), { status: 400 }),
    );
    const refused = call(routes.placeOrder, { body: { productId: 'p', quantity: 2, size: 'M' } });
    await expect(refused).rejects.toEqual(new ApiError(400, issues[0]!.message, issues));
    await expect(refused).rejects.toMatchObject({ status: 400, issues });
  });
});
