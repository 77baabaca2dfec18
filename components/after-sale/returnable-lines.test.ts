import type { Order, ReturnRecord } from '@common/contract';
import { returnableLines } from './returnable-lines';

const product = (id: number, name: string) => ({ id, name, price: 10, slug: `p${id}`, image: '' });
const order = {
  order_no: '#1001',
  order_items: [
    { id: 1, qty: 3, product: product(1, 'Trowel') },
    { id: 2, qty: 1, product: product(2, 'Pot') },
  ],
} as unknown as Order;
const ret = (status: ReturnRecord['status'], order_no: string, qty: number): ReturnRecord => ({
  id: 1,
  order_no,
  status,
  reason: 'r',
  note: null,
  created_at: '2026-11-01T00:00:00.000Z',
  refund_amount: 0,
  items: [{ order_item_id: 1, name: 'Trowel', qty, price: 10 }],
});

describe('returnableLines', () => {
  it('takes off what open returns of this order asked for; refused ones and other orders count nothing', () => {
    const lines = returnableLines(order, [
      ret('requested', '#1001', 1),
      ret('refunded', '#1001', 1),
      ret('refused', '#1001', 1),
      ret('requested', '#1002', 3),
    ]);
    expect(lines).toEqual([
      { order_item_id: 1, name: 'Trowel', left: 1 },
      { order_item_id: 2, name: 'Pot', left: 1 },
    ]);
  });
});
