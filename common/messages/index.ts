import { MAX_BODY_BYTES } from '../constants';

/**
 * Every user-visible message of the storefront, word for word as the shop's brief gives them (where they
 * appear: docs/behaviour.md#screens, #forms and #failures). Components import from here; tests assert
 * against these constants.
 */
export const MSG = {
  promo: 'Free shipping on orders over $49 to USA',
  allCategories: 'All Categories',
  loginSuccessful: 'Login successful',
  loggedOut: 'You have been logged out',
  serverError: 'Server Error',
  notFound: 'Oops! The page you are looking for does not exist.',
  unexpectedError: 'Unexpected Application Error!',
  noItems: 'No items to show',
  /** /filter when the CMS could not be reached or answered an error (not the spec's; an empty list would lie). */
  searchUnavailable: 'Search is unavailable right now. Please try again in a moment.',
  /**
   * The page a shopper gets (status 503) while the CMS cannot render a page the shop has no copy of
   * (server/last-good-pages.mjs). Not the spec's: it has no such state.
   */
  unavailable: {
    heading: 'The shop is briefly unavailable',
    body: 'We could not load this page just now. Please try again in a moment.',
    home: 'Back to Home',
  },
  outOfStock: 'Out of Stock',
  /** A request body over MAX_BODY_BYTES, refused by the storefront's proxy and by the CMS. */
  /** A path with malformed percent-encoding under /api/ (proxy.ts); pages get the 404 page instead. */
  malformedUrl: 'Malformed URL',
  bodyTooLarge: `The request body is larger than ${MAX_BODY_BYTES / 1024} KB`,
  addToCart: 'ADD TO CART',

  login: {
    emailEmpty: 'Email Cannot be empty',
    emailInvalid: 'Invalid Email',
    passwordEmpty: 'Password Cannot be empty',
    welcome: (name: string) => `Welcome, ${name}`,
    submit: 'Take me to my account',
    forgot: 'Forgot your password?',
  },
  signup: {
    nameEmpty: 'Name cannot be empty',
    emailEmpty: 'Email cannot be empty',
    emailInvalid: 'Invalid email address',
    passwordEmpty: 'Password cannot be empty',
    confirmEmpty: 'Confirm Password cannot be empty',
    mismatch: 'Password do not match',
    phoneEmpty: 'Phone number cannot be empty',
    phoneInvalid: 'Invalid contact number',
    created: 'Your account has been created successfully',
  },
  reset: {
    emailEmpty: 'Please enter your email',
    invalidCredentials: 'Invalid Credentials',
    sent: 'Password Reset Email Has Been Sent!',
    modalTitle: 'Reset link Sent',
    modalText: 'Please check your email for the reset link.',
    proceed: 'Proceed',
    submit: 'Send me the reset link',
  },
  code: {
    empty: 'Please enter your verification code',
    invalid: 'Please enter a valid verification code',
    networkError: 'Server error',
    accountVerified: 'Your account has been verified. Login to continue',
    resent: 'Code has been resent to your email.',
    resendFailed: 'Failed to resend code. Try again',
    resendNetworkError: 'Error',
  },
  newPassword: {
    empty: 'Empty Field Found',
    mismatch: 'Password doesnot match',
    failed: 'Failed to change password. Try again later',
    changed: 'Your password has been changed successfully. Login to continue.',
  },
  profile: {
    nameEmpty: 'Name cannot be empty',
    emailEmpty: 'Email cannot be empty',
    emailInvalid: 'Invalid email address',
    phoneEmpty: 'Phone number cannot be empty',
    phoneInvalid: 'Invalid contact number',
    dobEmpty: 'Date of birth cannot be empty',
    dobFuture: 'Date of birth cannot be in the future',
    addressEmpty: 'Address cannot be null',
    updated: 'Profile has been updated successfully',
    updateFailed: 'Failed to update profile',
    updateServerError: 'server Error !!',
    noPaymentOptions: 'No Payment Options Right Now',
    noVoucher: 'No Voucher Yet',
  },
  /**
   * The profile's address book. The spec gives this form no texts of its own, so these follow the wording
   * of its other forms (and repeat the phone texts).
   */
  address: {
    nameEmpty: 'Full name cannot be empty',
    stateEmpty: 'State cannot be empty',
    cityEmpty: 'City cannot be empty',
    phoneEmpty: 'Phone number cannot be empty',
    phoneInvalid: 'Invalid contact number',
    postalEmpty: 'Post code cannot be empty',
    postalInvalid: 'Invalid post code',
    streetEmpty: 'Street address cannot be empty',
    saved: 'Address has been saved',
  },
  contact: {
    nameEmpty: 'Name cannot be empty',
    emailEmpty: 'Email Cannot be empty',
    emailInvalid: 'Invalid Email',
    messageEmpty: 'Message cannot be empty',
    thanks: 'Thank You for contacting. We will get back to you soon .',
  },
  newsletter: {
    invalid: 'Invalid Email',
    failed: 'Failed to subscribe. Try again later.',
    thanks: 'Thank you for subscribing',
  },
  cart: {
    added: 'Item added to cart',
    removed: 'Item removed from cart',
    empty: 'No product in your cart.',
    goShopping: 'Go Shopping',
    onlyInStock: (n: number) => `Only ${n} item(s) available in stock.`,
    maxQty: 'You cannot add more than 25 items to cart',
    invalidNumber: 'Please enter a valid number',
    overStock:
      'You have more items in your cart than are in stock. Please adjust it to the available quantity.',
    unavailable: 'Item not available.',
    firstOrderInvite: 'Create an account and get 10% off your first order.',
  },
  checkout: {
    verifying: 'Verifying the order summary...',
    overStock:
      'Some items quantities are not available in stock. Please remove them from the cart and try again.',
    required: 'Please fill all the required fields',
    billingRequired: 'Please fill all the Billing Info',
    placeFailed: 'Failed to place order.Try Again later',
    paymentFailed: 'Failed to process payment',
    placed: 'Your order has been placed successfully',
    testBadge: 'Test payments: no real card is charged',
    backToCart: 'Back To Cart',
  },
  payReturn: {
    heading: 'Processing Order',
    processing: 'We are processing your order.',
    doNotClose: 'Please do not close the page.',
    error: 'Order update error',
  },
  orderSuccess: {
    orderNo: (no: string) => `Order No: #${no}`,
    placed: 'You order has been placed successfully.',
    email: 'You will receive an email shortly.',
  },
} as const;

// Areas with many messages of their own keep them in a file beside this one, re-exported here, so that
// `@common/messages` stays the one place every message is found.
export { FAILURE_MSG, NOTICE_MSG } from './feedback';
export * from './orders';
export * from './search';
export { ACCOUNT_SAFETY_MSG } from './account-safety';
export * from './cms';
export { CONSOLE_MSG } from './console';
export { REVIEW_MSG } from './reviews';
export { PROMO_CONSOLE_MSG, PROMO_MSG } from './promotions';
export * from './after-sale';
