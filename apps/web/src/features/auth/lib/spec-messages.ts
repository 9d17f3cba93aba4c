// The contract's sentences for the sign-in actions, loaded when one is taken (the top bar's
// Logout is on every page, and the first load has a budget).
export { messages } from '@chaka/contract';
