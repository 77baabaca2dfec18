import { CODE_VALID_MINUTES, MAX_CART_QTY } from '../constants';

/**
 * What the CMS answers in its `message` field: the storefront shows most of these to the shopper, so they
 * live here beside the storefront's own texts. Word for word as before the move (tests assert them).
 */

/** What the accounts API says; the storefront shows these for signup and login failures. */
export const ACCOUNT_MSG = {
  emailTaken: 'An account with this email already exists.',
  signupCodeSent: `We have emailed you a 4-digit code. It is valid for ${CODE_VALID_MINUTES} minutes.`,
  mailFailed: 'We could not send the email. Please try again.',
  codeInvalid: 'This verification code is wrong or has expired. Please check it or ask for a new one.',
  created: 'Your account has been created successfully',
  loggedIn: 'Login successful',
  invalidCredentials: 'Invalid email or password',
  resetCodeSent: 'If an account exists for this email, we have emailed it a 4-digit code.',
  passwordChanged: 'Your password has been changed. Please sign in with your new password.',
  profileUpdated: 'Profile has been updated successfully',
} as const;

export const OVER_CART_CAP = `At most ${MAX_CART_QTY} of one product can be ordered at a time`;
export const CART_CHANGED = 'Your cart changed, please review your order';
export const PAYMENT_NOT_FOUND = 'Payment not found. Please start the checkout again.';
export const ORDER_ALREADY_PLACED = 'An order has already been placed for this payment';
export const ORDER_NOT_FOUND = 'Order not found for this payment';
export const PAYMENT_NOT_COMPLETED = 'Payment has not been completed';
export const AMOUNT_MISMATCH = 'The payment does not match the order amount';
export const FIRST_ORDER_USED = 'Your first-order discount has already been used. Please review your order.';
export const FIRST_ORDER_ALREADY_PAID =
  'Your first-order discount was already used by another paid order, so this order was not confirmed. ' +
  'Please contact us for a refund of this payment.';

export const DECLINED_MESSAGE = 'Your card was declined.';
export const UNKNOWN_CARD_MESSAGE =
  'Your card was declined. The test processor accepts only its test cards, e.g. 4242 4242 4242 4242.';
export const PAYMENT_COMPLETED = 'This payment has already been completed';
export const PAYMENT_CANCELED =
  'This payment was canceled because its order was replaced by a newer one. Please start the checkout again.';
export const NOT_AWAITING_AUTHENTICATION = 'This payment is not waiting for authentication';
export const TEST_REFUND_TOO_LARGE = 'The refund is larger than what is left of the payment';
export const TEST_REFUND_NOT_PAID = 'Only a succeeded payment can be refunded';
export const TEST_PAYMENTS_DISABLED = 'Test payments are disabled on this server';

/** The 409 message naming the product a line cannot be filled from. */
export function stockShortMessage(name: string, available: number): string {
  return available > 0 ? `Only ${available} of ${name} left in stock` : `${name} is out of stock`;
}

/** A Retry-After wait in words: seconds under a minute, whole minutes (rounded up) above. */
function humanWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The CMS's other refusals, grouped by where they are raised. */
export const CMS_MSG = {
  request: {
    notFound: 'Not found',
    serverError: 'Something went wrong on our side. Please try again.',
    databaseDown: 'The database does not answer',
    invalid: 'Invalid request',
    notJson: 'The request body must be valid JSON',
    notObject: 'The request body must be a JSON object',
    nul: 'Text in the request must not contain NUL characters',
    repeatedQuery: (key: string) => `Query parameter ${key} was given more than once`,
  },
  session: {
    invalidToken: 'Invalid access token',
    expired: 'Your session has expired. Please sign in again.',
    signIn: 'Please sign in to continue',
  },
  users: {
    badId: 'The user id must be a number',
    notYours: 'You can only view your own profile.',
  },
  catalogue: {
    productNotFound: 'Product not found',
    productMissing: (productId: number) => `Product ${productId} does not exist`,
    productGone: 'A product in your cart is no longer available',
  },
  payments: {
    notFound: 'Payment not found',
    otherAccount: 'This payment was started by another account',
    unknownProvider: (name: string) => `Unknown payment provider "${name}"`,
    wrongProvider: (configured: 'stripe' | 'test', name: string) =>
      `This shop takes payments through ${configured === 'stripe' ? 'Stripe' : 'the test processor'}, not ${name}`,
    refundFailed: 'the refund failed',
    stripeWebhooksOff: 'Stripe webhooks are not configured on this server',
    stripeBadSignature: 'Invalid webhook signature',
    stripeNotConfigured: 'Stripe is not configured on this server',
    stripeMissingSignature: 'Missing Stripe-Signature header',
    stripeRefundsUnreadable: 'Could not read the refunds from Stripe; deliver the event again',
    testNoWebhooks: 'The test processor sends no webhooks',
    testNotEnabled: 'The test processor is not enabled on this shop',
    returnUrlNotShop: (origin: string) => `The return URL must be a page of ${origin}`,
    returnAddressRefused: 'This return address is not allowed',
    formUnreadable: 'The form could not be read',
    chooseDecision: 'Choose Complete or Fail',
  },
  /** 429 texts, each given the Retry-After wait in seconds. */
  tooMany: {
    codes: (s: number) => `Please wait ${humanWait(s)} before asking for another code.`,
    'sign-in': (s: number) => `Too many sign-in attempts. Please try again in ${humanWait(s)}.`,
    'code-checks': (s: number) => `Too many wrong codes. Please try again in ${humanWait(s)}.`,
    orders: (s: number) =>
      `Too many unpaid orders have been placed from your connection. Please try again in ${humanWait(s)}.`,
    messages: (s: number) =>
      `Too many messages have been sent from your connection. Please try again in ${humanWait(s)}.`,
    newsletter: (s: number) =>
      `Too many sign-ups have been made from your connection. Please try again in ${humanWait(s)}.`,
    console: (s: number) => `Too many attempts. Please try again in ${humanWait(s)}.`,
    reviews: (s: number) => `Too many reviews have been sent. Please try again in ${humanWait(s)}.`,
    'after-sale': (s: number) =>
      `Too many cancellation and return requests. Please try again in ${humanWait(s)}.`,
  },
  console: {
    messageNotFound: 'Message not found',
    customerNotFound: 'Customer not found',
  },
} as const;
