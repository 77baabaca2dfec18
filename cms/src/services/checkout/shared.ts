import type { StockLine } from '../stock';

export { CART_CHANGED, ORDER_ALREADY_PLACED, PAYMENT_NOT_FOUND } from '@common/messages';

export const orderNo = (orderNumber: number) => `#${orderNumber}`;

/** Postgres and PGlite report a unique violation as SQLSTATE 23505 (drizzle wraps it in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The same products in the same quantities, whatever the order of the lines. */
export function sameLines(a: StockLine[], b: StockLine[]): boolean {
  if (a.length !== b.length) return false;
  const qty = new Map(a.map((l) => [l.productId, l.qty]));
  return b.every((l) => qty.get(l.productId) === l.qty);
}
