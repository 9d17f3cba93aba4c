// The contract's money formatter in a chunk of its own (under 1 kB, no zod), which lib/money.tsx loads
// with import() so the home page's first load does not carry it; the server render imports it at once.
export { formatMoney, toMinorUnits } from '@chaka/contract';
