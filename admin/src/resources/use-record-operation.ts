import { useNotify, useRefresh } from 'react-admin';
import { API_URL, errorBody, errorMessage, httpClient } from '../http';

/**
 * Runs one operation on a record (`POST /<resource>/<id>/<op>`), says it is done in `done[op]`'s words and
 * reloads the page. A refusal (409, 422, 502) is shown as the API words it, and its field errors are
 * returned for the dialog's form to show. Orders and returns both move this way.
 */
export function useRecordOperation<Op extends string>(resource: string, done: Record<Op, string>) {
  const notify = useNotify();
  const refresh = useRefresh();
  return async (id: number, op: Op, body: object = {}) => {
    try {
      await httpClient(`${API_URL}/${resource}/${id}/${op}`, { method: 'POST', body: JSON.stringify(body) });
      notify(done[op], { type: 'info' });
      refresh();
      return undefined;
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      return errorBody(error).errors ?? {};
    }
  };
}
