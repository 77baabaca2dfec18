/**
 * Messages about orders after checkout: what the shopper reads in the order history and in the shipped,
 * canceled and refunded emails, and the refusals of the console's order operations (shown to staff).
 */
export const ORDER_MSG = {
  history: {
    shippedWith: (carrier: string) => `Shipped with ${carrier}`,
    trackingNumber: 'Tracking number',
    track: 'Track your parcel',
    refunded: 'Refunded',
    totalAfterRefund: 'Total after refund',
  },
  email: {
    greeting: (name: string) => `Hello ${name},`,
    signOff: 'Thank you for shopping with us.',
    shipped: {
      subject: (orderNo: string) => `Your order ${orderNo} is on its way`,
      lead: (orderNo: string, carrier: string) =>
        `Good news: your order ${orderNo} has been shipped with ${carrier}.`,
      tracking: (trackingNumber: string) => `Tracking number: ${trackingNumber}`,
      track: 'Track your parcel:',
    },
    canceled: {
      subject: (orderNo: string) => `Your order ${orderNo} has been canceled`,
      lead: (orderNo: string) => `Your order ${orderNo} has been canceled.`,
      refund: (amount: string) =>
        `We have refunded ${amount} to your card. Depending on your bank it can take 5 to 10 business days to appear.`,
      unpaid: 'You were not charged for it.',
    },
    refunded: {
      subject: (orderNo: string) => `A refund for your order ${orderNo}`,
      lead: (orderNo: string, amount: string) =>
        `We have refunded ${amount} of your order ${orderNo} to your card.`,
      total: (refunded: string, remaining: string) =>
        `Refunded so far: ${refunded}. The order now comes to ${remaining}.`,
      delay: 'Depending on your bank it can take 5 to 10 business days to appear.',
    },
  },
} as const;

/** Refusals of the order operations: the console shows them as they are (HTTP 409, 422 or 502). */
export const ORDER_OPS_MSG = {
  notFound: 'Order not found',
  cannotShip: (orderNo: string, status: string) =>
    `Order ${orderNo} is ${status}: only a paid order waiting to ship can be shipped.`,
  cannotComplete: (orderNo: string, status: string) =>
    `Order ${orderNo} is ${status}: only a shipped order can be marked delivered.`,
  cannotCancel: (orderNo: string, status: string) =>
    status === 'shipped' || status === 'completed'
      ? `Order ${orderNo} has been shipped and can no longer be canceled. Refund it instead.`
      : `Order ${orderNo} is ${status} and cannot be canceled.`,
  cannotRefund: (orderNo: string, status: string) =>
    status === 'refunded'
      ? `Order ${orderNo} has already been refunded in full.`
      : `Order ${orderNo} is ${status}: only a paid order can be refunded.`,
  refundTooLarge: (orderNo: string, left: string) =>
    `That is more than was paid: at most ${left} of order ${orderNo} can still be refunded.`,
  refundKeyUsed: 'This refund has already been made (the same request was sent twice).',
  refundKeyOtherRequest: 'This refund key was used for another refund. Open the refund form again.',
  refundInProgress: 'This refund is already being made. Wait a moment and reload the order.',
  refundPending: (orderNo: string) =>
    `A refund of order ${orderNo} is still being made. Wait a moment and try again.`,
  restockTooMany: (name: string, left: number) =>
    left > 0
      ? `Only ${left} of ${name} can still be put back in stock.`
      : `${name} is already back in stock.`,
  restockUnknownLine: 'A line to put back in stock is not part of this order.',
  carrierUnknown: 'Choose a carrier: USPS, UPS, FedEx or DHL.',
  trackingInvalid: 'A tracking number has 6 to 40 letters and digits.',
  amountInvalid: 'The refund must be an amount in dollars and cents greater than zero.',
  keyInvalid: 'The refund key must be 8 to 100 letters, digits, dashes or underscores.',
  providerUnavailable: (provider: string) =>
    `${provider} did not answer, so nothing was refunded and the order is unchanged. Try again: the same refund will not be paid out twice.`,
  returnAlreadyRefunded: 'This return has already been refunded (or its refund is being made).',
  providerRefused: (provider: string, reason: string) => `${provider} refused the refund: ${reason}`,
} as const;
