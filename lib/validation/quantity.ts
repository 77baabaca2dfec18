import { MAX_CART_QTY } from '@common/constants';
import { MSG } from '@common/messages';

/** A quantity after a shopper's action, with the notice to show (null: none). */
export interface QuantityResult {
  quantity: number;
  error: string | null;
}

const ok = (quantity: number): QuantityResult => ({ quantity, error: null });
/** The stock is the binding limit (it is at most 25 here). */
const stockLimit = (stock: number): QuantityResult => ({
  quantity: Math.max(0, stock),
  error: MSG.cart.onlyInStock(Math.max(0, stock)),
});

/** What typing in the quantity box gives: the quantity and notice, and whether a negative entry is open. */
export interface TypedQuantity extends QuantityResult {
  /**
   * A minus sign was typed: the box went back to 0, and digits typed after it (into that 0) still belong
   * to the negative number. The caller passes it back with the next keystroke.
   */
  negative: boolean;
}

/**
 * Typing in the product page's quantity box (docs/behaviour.md#forms): a non-number or negative value becomes 0
 * ('Please enter a valid number'); more than the stock is capped at the stock ('Only n item(s)...'); more
 * than 25 becomes 25 ('You cannot add more than 25...'); when both apply the lower limit speaks. An emptied
 * box is simply 0, without a notice, so the shopper can delete and retype.
 *
 * A negative entry arrives one key at a time: '-' turns the box to 0, and the '3' of '-3' then lands next to
 * that 0 ('03'). So after a minus (`negative`), digits added to the 0 keep it at 0; clearing the box or
 * typing over the 0 (a one-character value) starts a new entry.
 */
export function typedQuantity(raw: string, stock: number, negative = false): TypedQuantity {
  const text = raw.trim();
  if (text === '') return { ...ok(0), negative: false };
  if (!/^\d+$/.test(text))
    return { quantity: 0, error: MSG.cart.invalidNumber, negative: negative || text.includes('-') };
  if (negative && text.length > 1) return { ...ok(0), negative: true };
  const n = Number(text);
  if (n > stock && stock <= MAX_CART_QTY) return { ...stockLimit(stock), negative: false };
  if (n > MAX_CART_QTY) return { quantity: MAX_CART_QTY, error: MSG.cart.maxQty, negative: false };
  return { ...ok(n), negative: false };
}

/**
 * Plus, and also "Add to cart" from a product card or search result, and plus on a cart line (spec
 * sections 4 and 5): one more, but when the cart already holds the whole stock (or more) the quantity is
 * set to the stock with the stock notice; and never above 25 (the server refuses larger lines).
 */
export function plusQuantity(current: number, stock: number): QuantityResult {
  if (current >= stock && stock <= MAX_CART_QTY) return stockLimit(stock);
  if (current >= MAX_CART_QTY) return { quantity: MAX_CART_QTY, error: MSG.cart.maxQty };
  return ok(current + 1);
}

/** Minus: one less, stopping at 0. */
export function minusQuantity(current: number): QuantityResult {
  return ok(Math.max(0, current - 1));
}
