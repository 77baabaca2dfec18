/**
 * Cancellations and returns (issue 41): what the customer reads on My Cancellations, My Returns and the
 * signed-link page, the CMS's answers and refusals, and the mails at each status of a return.
 */
export const AFTER_SALE_MSG = {
  /** The spec's empty states stay word for word. */
  noCancellations: 'You have no cancellations.',
  noReturns: 'You have no returns.',
  cancelled: (orderNo: string) => `Order ${orderNo} has been canceled.`,
  returnRequested: (orderNo: string) =>
    `Your return request for order ${orderNo} has been received. We will email you when we have looked at it.`,
  orderNotFound: 'Order not found',
  linkInvalid: 'This link is not valid. Open it again from your order email.',
  linkExpired: 'This link no longer works: your order has been shipped.',
  notDelivered: (orderNo: string) =>
    `Order ${orderNo} has not been delivered yet: only a delivered order can be returned.`,
  windowClosed: (orderNo: string, days: number) =>
    `The return window of order ${orderNo} has closed: items can be returned within ${days} days of delivery.`,
  tooManyUnits: (name: string, left: number) =>
    left > 0 ? `Only ${left} of ${name} can still be returned.` : `${name} has already been returned.`,
  unknownLine: 'An item to return is not part of this order.',
  notReturnable: (name: string) =>
    `${name} cannot be returned: our return policy takes back no live plants, seeds or food.`,
  tooManyReturns: 'This order has had too many return requests. Please contact us.',
  statusLabel: {
    requested: 'Requested',
    approved: 'Approved',
    refused: 'Refused',
    received: 'Received',
    refunded: 'Refunded',
  },
  page: {
    cancellable: 'Orders you can cancel',
    cancelButton: 'Cancel order',
    confirmYes: 'Yes, cancel it',
    keepOrder: 'Keep the order',
    returnFormLabel: (orderNo: string) => `Return items of order ${orderNo}`,
    confirmCancel: (orderNo: string) =>
      `Cancel order ${orderNo}? Anything you paid is refunded to your card.`,
    canceledOrders: 'Canceled orders',
    refunded: 'Refunded',
    returnable: 'Delivered orders you can return',
    returnButton: 'Return items',
    sendReturn: 'Send return request',
    reason: 'Reason for the return',
    qtyToReturn: (name: string) => `Quantity of ${name} to return`,
    yourReturns: 'Your returns',
    returnNo: (id: number) => `Return #${id}`,
    windowNote: (days: number) => `Items can be returned within ${days} days of delivery.`,
    linkHeading: (orderNo: string) => `Order ${orderNo}`,
    chooseItems: 'Choose at least one item to return',
  },
  policy: (days: number) =>
    `You may return items within ${days} days of delivery: ask for a return from My Returns in your profile, or from the link in your order email.`,
  email: {
    manageLink: 'To cancel this order before it ships, open:',
    returnLink: 'To return items of this order, open:',
    requested: {
      subject: (orderNo: string) => `We received your return request for order ${orderNo}`,
      lead: (orderNo: string, id: number) =>
        `We have received your return request #${id} for order ${orderNo}. We will email you when we have looked at it.`,
    },
    approved: {
      subject: (orderNo: string) => `Your return for order ${orderNo} is approved`,
      lead: (id: number) =>
        `Your return request #${id} is approved. Please send the items back to us; we will refund you once they arrive.`,
    },
    refused: {
      subject: (orderNo: string) => `Your return request for order ${orderNo}`,
      lead: (id: number) => `We are sorry: we cannot accept your return request #${id}.`,
      note: (note: string) => `Our note: ${note}`,
    },
    received: {
      subject: (orderNo: string) => `We received your returned items for order ${orderNo}`,
      lead: (id: number) => `The items of your return #${id} have arrived. We will refund you shortly.`,
    },
    refunded: {
      subject: (orderNo: string) => `Your return for order ${orderNo} is refunded`,
      lead: (id: number, amount: string) => `We have refunded ${amount} for your return #${id} to your card.`,
      delay: 'Depending on your bank it can take 5 to 10 business days to appear.',
    },
  },
} as const;

/** The console's refusals of the Returns queue. */
export const RETURNS_CONSOLE_MSG = {
  notFound: 'Return not found',
  cannot: (id: number, status: string, action: string) =>
    `Return #${id} is ${status}: it cannot be ${action}.`,
  windowInvalid: 'The return window is a whole number of days from 1 to 365.',
  noteTooLong: 'The note can be at most 1000 characters.',
  restockNotReturned: 'Only returned items can be put back in stock, at most as many as came back.',
  amountInvalid: 'The refund must be an amount in dollars and cents greater than zero.',
  keyInvalid: 'The refund key must be 8 to 100 letters, digits, dashes or underscores.',
} as const;
