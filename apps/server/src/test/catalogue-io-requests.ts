import type { RequestBuilder } from './route-table.js';

let made = 0;

/** The requests of the catalogue's export and import (issue 36) for test/route-table.ts. */
export const CATALOGUE_IO_REQUESTS = {
  exportCatalogue: { request: async () => ({}) },
  importCatalogue: {
    request: async () => {
      made += 1;
      const csv =
        'sku,name,price,availableQty,description,image\n' +
        `TABLE-${made},Brake pads,1250.00,4,Front pads,/images/parts/brake-pads-ceramic.svg\n`;
      return { query: { dryRun: '1' }, payload: csv, headers: { 'content-type': 'text/csv' } };
    },
  },
} satisfies Record<string, RequestBuilder>;
