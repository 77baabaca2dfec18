import { formatCents } from '../format';

/**
 * What a shopper reads about discount codes (issue 40): each refusal names what is wrong and is shown at
 * checkout, before payment. The CMS answers them with 422; the storefront shows them under the code box.
 */
export const PROMO_MSG = {
  codeLabel: 'Discount code',
  apply: 'Apply',
  remove: 'Remove',
  unknown: 'This discount code does not exist.',
  expired: 'This discount code has expired.',
  usedUp: 'This discount code has been used up.',
  perCustomerUsed: 'You have already used this discount code as many times as it allows.',
  belowMinimum: (neededCents: number) =>
    `Add ${formatCents(neededCents)} more to your cart to use this discount code.`,
  notCombinable: 'This discount code cannot be combined with your other discounts.',
  tooManyCodes: (seconds: number) =>
    `Too many discount codes tried. Please try again in ${Math.ceil(seconds / 60)} minute(s).`,
  notForItems: 'This discount code is not valid for the items in your cart.',
  firstOrderLabel: (percent: number) => `First order discount (${percent}%)`,
  freeShippingPromo: (thresholdCents: number) =>
    `Free shipping on orders over ${formatCents(thresholdCents).replace(/\.00$/, '')} to USA`,
  vouchers: {
    expires: (date: string) => `Expires ${date}`,
    noExpiry: 'No expiry date',
    minimum: (cents: number) => `On orders of ${formatCents(cents)} or more`,
  },
  issuedMail: {
    subject: 'A discount code for you',
    lead: (code: string) => `Here is a discount code for your next order: ${code}`,
  },
} as const;

/** The console's refusals about promotions (shown to staff). */
export const PROMO_CONSOLE_MSG = {
  codeTaken: 'Another promotion already has this code.',
  inUse: 'Orders used this promotion, so it cannot be deleted. End it instead.',
  noCustomer: 'No customer has this email.',
  automaticNotIssued: 'An automatic offer has no code to issue.',
  firstOrderHasNoCode: 'The first-order offer is automatic and cannot have a code.',
} as const;
