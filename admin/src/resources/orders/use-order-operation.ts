import { useRecordOperation } from '../use-record-operation';

export type Operation = 'ship' | 'complete' | 'cancel' | 'refund';

const DONE: Record<Operation, string> = {
  ship: 'Order shipped; the customer was mailed the tracking link',
  complete: 'Order marked delivered',
  cancel: 'Order canceled',
  refund: 'Refund made',
};

/** Runs one of an order's operations through the API, then reloads the page (use-record-operation.ts). */
export const useOrderOperation = () => useRecordOperation('orders', DONE);
