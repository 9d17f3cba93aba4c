/** Money is stored as integer cents and shown to clients in dollars. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number): number => cents / 100;
