import { AFTER_SALE_MSG } from '@common/messages';
import { compose } from '../emails/order-updates';
import type { MailMessage } from '../mailer';

/** The mails at each status of a return (texts in common/messages/after-sale.ts). */
const M = AFTER_SALE_MSG.email;

export interface ReturnMailInput {
  to: string;
  name: string;
  orderNo: string;
  returnId: number;
}

export type ReturnMailKind = 'requested' | 'approved' | 'refused' | 'received' | 'refunded';

export function returnEmail(
  kind: ReturnMailKind,
  r: ReturnMailInput & { note?: string | null; amount?: string },
): MailMessage {
  switch (kind) {
    case 'requested':
      return compose(r.to, M.requested.subject(r.orderNo), r.name, [M.requested.lead(r.orderNo, r.returnId)]);
    case 'approved':
      return compose(r.to, M.approved.subject(r.orderNo), r.name, [M.approved.lead(r.returnId)]);
    case 'refused':
      return compose(r.to, M.refused.subject(r.orderNo), r.name, [
        M.refused.lead(r.returnId),
        ...(r.note ? [M.refused.note(r.note)] : []),
      ]);
    case 'received':
      return compose(r.to, M.received.subject(r.orderNo), r.name, [M.received.lead(r.returnId)]);
    case 'refunded':
      return compose(r.to, M.refunded.subject(r.orderNo), r.name, [
        M.refunded.lead(r.returnId, r.amount ?? ''),
        M.refunded.delay,
      ]);
  }
}
