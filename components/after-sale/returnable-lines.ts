import type { Order, ReturnRecord } from '@common/contract';
import type { ReturnableLine } from './return-form';

/** Each line's units not yet in a return request of the order (refused requests give theirs back). */
export function returnableLines(order: Order, returns: ReturnRecord[]): ReturnableLine[] {
  return order.order_items.map((item) => {
    const asked = returns
      .filter((r) => r.order_no === order.order_no && r.status !== 'refused')
      .flatMap((r) => r.items)
      .filter((i) => i.order_item_id === item.id)
      .reduce((n, i) => n + i.qty, 0);
    return { order_item_id: item.id, name: item.product.name, left: Math.max(0, item.qty - asked) };
  });
}
