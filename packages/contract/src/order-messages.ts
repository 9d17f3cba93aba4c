/** Answers of the order API that SPEC §8 leaves open. */
export const orderMessages = {
  notFound: 'This order does not exist',
  productNotFound: 'This product does not exist',
  soldOut: 'Not enough of this product is left for your order. Please order fewer.',
  tooExpensive: 'An order can cost at most $999,999.99. Please order fewer.',
  paidCannotCancel: 'A paid order cannot be cancelled',
  shippedCannotCancel: 'This order is already on its way and can no longer be cancelled',
  cancelledAlready: 'This order is already cancelled',
  cannotMove: (from: string, to: string) => `An order that is ${from} cannot be marked ${to}`,
  notPaidYet: 'An order paid online can be confirmed only once it is paid',
  advanceNotPaid:
    'The customer has not paid the delivery fee of this cash order online yet; it can be confirmed once it is paid',
  phoneNotVerified:
    "The customer has not verified this order's phone yet. Call them, then confirm with a note that says so.",
  deliveryNeeded: 'Delivery details needed',
  deliveryLocked: 'The delivery details of an order that has shipped can no longer be changed',
  codNoOnlinePayment: 'This order is paid in cash on delivery and needs no online payment',
  cancelledNoPayment: 'This order is cancelled and cannot be paid',
  tooManyUnpaid: (max: number) =>
    `You have ${max} unpaid orders. Please pay or cancel one before ordering again.`,
  // What one account may order and hold (409): each says how to raise it (docs/decisions/027).
  lineCapUnverified: (name: string, max: number) =>
    `${name}: until your e-mail address is verified you can order at most ${max} of one part. Please verify your e-mail address with the link we sent you, or contact the shop.`,
  lineCap: (name: string, max: number) =>
    `${name}: one order can hold at most ${max} of one part. For more, please contact the shop.`,
  openUnitsCapUnverified: (max: number) =>
    `Until your e-mail address is verified your open orders can hold at most ${max} parts in all. Please verify your e-mail address with the link we sent you, or contact the shop.`,
  openUnitsCap: (max: number) =>
    `Your open orders can hold at most ${max} parts in all until they are shipped. For more, please contact the shop.`,
  orderValueCap: (amount: string) =>
    `One order can be worth at most ${amount} of parts. For a larger order, please contact the shop.`,
} as const;
