import { expect } from 'vitest';
import { products } from '../db/schema/index.js';
import type { Customer, TestShop } from './app.js';
import { useTestShop } from './use-test-shop.js';

/** The body of a valid new product, with `overrides` on top. */
export const newProduct = (overrides: Record<string, unknown> = {}) => ({
  productName: 'Iridium Spark Plugs for Toyota 1NZ (set of 4)',
  availableQty: 30,
  orderQty: 2,
  price: 19.99,
  productDescription: 'Long-life iridium plugs, pre-gapped for the 1NZ-FE engine.',
  image: 'https://example.com/plugs.webp',
  ...overrides,
});

/** A seeded shop with a customer and an admin signed in, for the enclosing describe block. */
export const useProductsShop = () => useTestShop({ seed: true, customers: 1, admin: true });

/** The admin's product calls and the product rows, on the shop `current` gives once it is open. */
export function productRequests(current: () => { shop: TestShop; admin: Customer }) {
  const asAdmin = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    current().shop.app.inject({ method, url, headers: current().admin.headers, payload: payload as object });
  const allRows = () =>
    current().shop.app.db.select().from(products).orderBy(products.createdAt, products.id);

  async function addProduct(overrides: Record<string, unknown> = {}) {
    const response = await asAdmin('POST', '/api/services', newProduct(overrides));
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { _id: string; price: number; availableQty: number };
  }

  return { asAdmin, allRows, addProduct };
}

/** A product as the list and the product endpoint answer it. */
export interface ListedProduct {
  _id: string;
  productName: string;
  price: number;
  availableQty: number;
  category: string | null;
}

/** The body of a valid new product for the cache tests, with `overrides` on top. */
export const cachedProduct = (overrides: Record<string, unknown> = {}) => ({
  productName: 'Cached Brake Pads for Toyota Axio',
  availableQty: 40,
  orderQty: 1,
  price: 25,
  productDescription: 'Pads to prove the list is never stale.',
  image: 'https://example.com/pads.webp',
  category: 'brake-pads',
  ...overrides,
});

/** The list as anyone reads it and one product as the customer reads it. */
export function productReads(current: () => { shop: TestShop; customer: Customer }) {
  const list = async (query = '') =>
    (await current().shop.app.inject(`/api/services${query}`)).json() as ListedProduct[];
  const one = async (id: string) =>
    (
      await current().shop.app.inject({ url: `/api/service/${id}`, headers: current().customer.headers })
    ).json() as ListedProduct;
  return { list, one };
}
