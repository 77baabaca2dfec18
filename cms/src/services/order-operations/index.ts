/**
 * What staff (through the console), the shop and Stripe's webhook do to an order after it is paid: ship,
 * complete, cancel, refund. Each operation takes the actor, writes the order's timeline (order_events) and
 * returns the order before and after for the console's audit log (`OperationResult.audit`).
 */
export { SYSTEM, WEBHOOK, type Actor } from './actor';
export { cancelOrder } from './cancel';
export { completeOrder } from './complete';
export * from './errors';
export type { OperationResult, OrderSnapshot } from './order-state';
export { recordProviderRefunds } from './provider-refunds';
export { refundOrder, type RefundInput } from './refund';
export { shipOrder, type ShipInput } from './ship';
