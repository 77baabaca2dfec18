import { useNotify, useRefresh } from 'react-admin';
import { API_URL, errorBody, errorMessage, httpClient } from '../../http';

export type Operation = 'ship' | 'complete' | 'cancel' | 'refund';

const DONE: Record<Operation, string> = {
  ship: 'Order shipped; the customer was mailed the tracking link',
  complete: 'Order marked delivered',
  cancel: 'Order canceled',
  refund: 'Refund made',
};

/**
 * Runs one of an order's operations through the API, then reloads the page. A refusal (409, 422, 502) is
 * shown as the API words it, and its field errors are returned for the dialog's form to show.
 */
export function useOrderOperation() {
  const notify = useNotify();
  const refresh = useRefresh();
  return async (id: number, op: Operation, body: object = {}) => {
    try {
      await httpClient(`${API_URL}/orders/${id}/${op}`, { method: 'POST', body: JSON.stringify(body) });
      notify(DONE[op], { type: 'info' });
      refresh();
      return undefined;
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      return errorBody(error).errors ?? {};
    }
  };
}
