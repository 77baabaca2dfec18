import type { ReturnStatusValue } from '@common/contract/after-sale';

/** A return as GET /api/admin/returns/:id answers it (cms/src/services/returns/console-returns.ts). */
export interface ReturnRecord {
  id: number;
  order_id: number;
  order_no: string;
  email: string;
  name: string;
  status: ReturnStatusValue;
  reason: string;
  note: string | null;
  created_at: string;
  refund_amount: number;
  items?: { id: number; order_item_id: number; name: string; qty: number; price: number }[];
  suggested_refund?: number;
  order_total?: number;
  order_refunded?: number;
}

export const RETURN_STATUS_CHOICES = (
  ['requested', 'approved', 'refused', 'received', 'refunded'] as const
).map((id) => ({ id, name: id }));
