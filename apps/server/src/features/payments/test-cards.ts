import { cardMessages } from '@chaka/contract';

export type CardOutcome = { succeeded: true } | { succeeded: false; message: string };

// The card numbers Stripe documents for testing (docs.stripe.com/testing), with the same outcomes,
// so a customer trying the shop offline sees what Stripe's test mode would show.
const SUCCEEDING = new Set([
  '4242424242424242', // Visa
  '4000056655665556', // Visa (debit)
  '5555555555554444', // Mastercard
  '2223003122003222', // Mastercard (2-series)
  '5200828282828210', // Mastercard (debit)
  '378282246310005', // American Express
  '371449635398431', // American Express
  '6011111111111117', // Discover
  '3056930009020004', // Diners Club
  '3566002020360505', // JCB
  '6200000000000005', // UnionPay
]);

const FAILING: Record<string, string> = {
  '4000000000000002': cardMessages.declined, // generic_decline
  '4000000000009995': cardMessages.insufficientFunds, // insufficient_funds
  '4000000000009987': cardMessages.declined, // lost_card
  '4000000000009979': cardMessages.declined, // stolen_card
  '4100000000000019': cardMessages.declined, // blocked as fraudulent
  '4000000000000069': cardMessages.expired, // expired_card
  '4000000000000127': cardMessages.incorrectCvc, // incorrect_cvc
  '4000000000000119': cardMessages.processingError, // processing_error
};

/** What happens to a charge on this (well-formed) card number. */
export function chargeOutcome(cardNumber: string): CardOutcome {
  if (SUCCEEDING.has(cardNumber)) return { succeeded: true };
  const failure = FAILING[cardNumber];
  // Like Stripe's test mode, a real card number is refused: no real card is ever charged here.
  return { succeeded: false, message: failure ?? cardMessages.notATestCard };
}
