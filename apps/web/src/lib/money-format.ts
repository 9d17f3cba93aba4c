// The contract's money formatter on its own: loaded by lib/money.tsx with import(), because the
// contract's money module brings zod (its currency schema) and the home page's first load stays small.
export { formatMoney, toMinorUnits } from '@chaka/contract';
