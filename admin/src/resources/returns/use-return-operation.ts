import { useRecordOperation } from '../use-record-operation';

export type ReturnOperation = 'approve' | 'refuse' | 'receive' | 'refund';

const DONE: Record<ReturnOperation, string> = {
  approve: 'Return approved; the customer was mailed',
  refuse: 'Return refused; the customer was mailed',
  receive: 'Parcel marked received; the customer was mailed',
  refund: 'Return refunded; the customer was mailed',
};

/** Runs one move of a return, then reloads; a refusal is shown as the API words it. */
export const useReturnOperation = () => useRecordOperation('returns', DONE);
