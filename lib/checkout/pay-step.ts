/**
 * Everything Pay runs once clicked: the form's checks (validate.ts, with the list of billing countries),
 * placing the order and confirming the card. use-pay.ts imports this module when the shopper first works
 * on the form (or at the click), so none of it is in the checkout's first load.
 */
export { placeOrder } from '../browser-api/orders';
export { pay, returnPathFor } from './pay';
export { rememberPendingPayment } from './payment-return';
export { testProcessorAdapter } from './test-processor-adapter';
