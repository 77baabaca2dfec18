import { useNotify, useRefresh } from 'react-admin';
import { API_URL, errorBody, errorMessage, httpClient } from '../../http';

export type ReturnOperation = 'approve' | 'refuse' | 'receive' | 'refund';

const DONE: Record<ReturnOperation, string> = {
  approve: 'Return approved; the customer was mailed',
  refuse: 'Return refused; the customer was mailed',
  receive: 'Parcel marked received; the customer was mailed',
  refund: 'Return refunded; the customer was mailed',
};

/** Runs one move of a return, then reloads; a refusal is shown as the API words it. */
export function useReturnOperation() {
  const notify = useNotify();
  const refresh = useRefresh();
  return async (id: number, op: ReturnOperation, body: object = {}) => {
    try {
      await httpClient(`${API_URL}/returns/${id}/${op}`, { method: 'POST', body: JSON.stringify(body) });
      notify(DONE[op], { type: 'info' });
      refresh();
      return undefined;
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      return errorBody(error).errors ?? {};
    }
  };
}
