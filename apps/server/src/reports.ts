/**
 * What a tool outside the server may run in process (bench/stats.ts measures these): the database
 * opened as the server opens it, the Overview's figures and the CSV export of every order. Tools
 * import it as `@chaka/server/reports` (built to dist/ by `npm run build`), never a file of src/ or
 * dist/ by its path (docs/boundaries.md).
 */
export { createDatabase } from './db/client.js';
export { shopStats } from './features/insights/stats.js';
export { ordersCsv } from './features/orders/orders-csv.js';
