import type { Brand } from '@chaka/contract';
import type { brands } from '../db/schema/index.js';

/**
 * A brand row in the form every answer shows it: the brands feature writes them, a product's answer
 * and the shop's brand filter name them.
 */
export type BrandRow = typeof brands.$inferSelect;

export const toBrand = (row: BrandRow): Omit<Brand, 'count'> => ({
  _id: row.id,
  name: row.name,
  logo: row.logo,
});
