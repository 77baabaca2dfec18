import { eq } from 'drizzle-orm';
import { AFTER_SALE_MSG } from '@common/messages';
import type { AppDeps } from '../../deps';
import { orders } from '../../db/schema';
import { HttpError } from '../../lib/http';
import type { OrderRow } from '../order-operations/order-state';
import type { SessionUserRow } from '../sessions';
import { verifyOrderLink, type LinkPurpose } from './order-links';

/** Who asks: a signed-in customer (Bearer), or whoever holds the order's signed link. */
export type Caller = { user: SessionUserRow } | { token: string };

const parseOrderNo = (orderNo: string) => Number(orderNo.replace(/^#/, ''));

/** Statuses in which a 'cancel' link still works: until the order ships. */
const UNSHIPPED: OrderRow['status'][] = ['pending', 'processing'];

/**
 * The order a caller may act on, or a refusal that tells a stranger nothing: an order that is not the
 * customer's answers exactly as an unknown one (404), and a token not made for it as an invalid link (403).
 * A link works only for the purpose it was made for; a 'cancel' link stops at shipping.
 */
export async function callerOrder(
  deps: AppDeps,
  orderNo: string,
  caller: Caller,
  purpose: LinkPurpose | 'view',
): Promise<OrderRow> {
  const n = parseOrderNo(orderNo);
  const [order] = Number.isSafeInteger(n)
    ? await deps.db.select().from(orders).where(eq(orders.orderNumber, n)).limit(1)
    : [];
  if ('user' in caller) {
    if (!order || order.userId !== caller.user.id) throw new HttpError(404, AFTER_SALE_MSG.orderNotFound);
    return order;
  }
  const linkPurpose = order ? verifyOrderLink(deps.config, order, caller.token) : null;
  if (!order || !linkPurpose || (purpose !== 'view' && purpose !== linkPurpose)) {
    throw new HttpError(403, AFTER_SALE_MSG.linkInvalid);
  }
  if (linkPurpose === 'cancel' && !UNSHIPPED.includes(order.status) && order.canceledAt === null) {
    throw new HttpError(403, AFTER_SALE_MSG.linkExpired);
  }
  return order;
}

/** The key a caller's requests are counted under (rate limits): the customer, or a guest's order. */
export const callerKey = (caller: Caller, orderNo: string) =>
  'user' in caller ? `user:${caller.user.id}` : `order:${parseOrderNo(orderNo)}`;
