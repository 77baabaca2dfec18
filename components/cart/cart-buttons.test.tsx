import { act, fireEvent, render, screen } from '@testing-library/react';
import { MSG } from '@common/messages';
import { notify } from '@/lib/notify';
import { addItem, emptyCart } from '@/store/cart-reducer';
import { CART_STORAGE_KEY, useCartStore } from '@/store/cart-store';
import { makeProduct } from '@/store/test-products';
import { AddToCartButton } from './add-to-cart-button';
import { PurchasePanel } from './purchase-panel';

jest.mock('@/lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const qty = (id: number) => useCartStore.getState().cardData.find((l) => l.id === id)?.quantity ?? 0;

beforeEach(() => {
  jest.clearAllMocks();
  act(() => useCartStore.getState().clear());
});

/**
 * A returning shopper's page: `lines` saved, and the store starting to read them (the check of a saved cart
 * loads first); resolves once it has.
 */
function startReading(lines: [ReturnType<typeof makeProduct>, number][]): Promise<void> {
  const state = lines.reduce((cart, [product, count]) => addItem(cart, product, count), emptyCart);
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state, version: 1 }));
  let reading: Promise<void> = Promise.resolve();
  act(() => {
    reading = useCartStore.persist.rehydrate();
  });
  return reading;
}

describe('AddToCartButton', () => {
  it('adds one per click with the added notice, up to the stock, then shows the stock notice', () => {
    const p = makeProduct({ id: 1, quantity: 2 });
    render(<AddToCartButton product={p} />);
    const button = screen.getByRole('button', { name: MSG.addToCart });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(qty(1)).toBe(2);
    expect(notify.success).toHaveBeenCalledWith(MSG.cart.added);
    fireEvent.click(button);
    expect(qty(1)).toBe(2);
    expect(notify.error).toHaveBeenCalledWith(MSG.cart.onlyInStock(2));
  });

  it('sets a line holding more than the stock back to the stock', () => {
    const p = makeProduct({ id: 1, quantity: 3 });
    act(() => useCartStore.getState().add({ ...p, quantity: 10 }, 7));
    render(<AddToCartButton product={p} />);
    fireEvent.click(screen.getByRole('button', { name: MSG.addToCart }));
    expect(qty(1)).toBe(3);
    expect(notify.error).toHaveBeenCalledWith(MSG.cart.onlyInStock(3));
  });

  it('counts a click made while the saved cart is read from the saved quantity', async () => {
    const p = makeProduct({ id: 2, quantity: 9 });
    const reading = startReading([[p, 3]]);
    render(<AddToCartButton product={p} />);
    fireEvent.click(screen.getByRole('button', { name: MSG.addToCart }));
    expect(notify.success).not.toHaveBeenCalled();
    await act(() => reading);
    expect(qty(2)).toBe(4);
    expect(notify.success).toHaveBeenCalledWith(MSG.cart.added);
  });

  it('is disabled and reads Out of Stock without stock', () => {
    render(<AddToCartButton product={makeProduct({ quantity: 0 })} />);
    expect(screen.getByRole('button', { name: MSG.outOfStock })).toBeDisabled();
  });
});

describe('PurchasePanel', () => {
  it('starts at 0 with Add to Cart, then reads Update Cart with the cart quantity', () => {
    const p = makeProduct({ id: 4, quantity: 50 });
    render(<PurchasePanel product={p} />);
    const box = screen.getByRole('textbox', { name: 'Quantity' });
    expect(box).toHaveValue('0');
    fireEvent.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(qty(4)).toBe(2);
    expect(notify.success).toHaveBeenCalledWith(MSG.cart.added);
    expect(screen.getByRole('button', { name: 'Update Cart' })).toBeInTheDocument();
    expect(box).toHaveValue('2');
  });

  it('waits for the saved cart before offering Add or Update', async () => {
    const p = makeProduct({ id: 8, quantity: 50 });
    const reading = startReading([[p, 2]]);
    render(<PurchasePanel product={p} />);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await act(() => reading);
    expect(screen.getByRole('button', { name: 'Update Cart' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  });

  it('applies the typing rules with their notices', () => {
    render(<PurchasePanel product={makeProduct({ id: 5, quantity: 3 })} />);
    const box = screen.getByRole('textbox', { name: 'Quantity' });
    fireEvent.change(box, { target: { value: 'abc' } });
    expect(box).toHaveValue('0');
    expect(notify.error).toHaveBeenLastCalledWith(MSG.cart.invalidNumber);
    fireEvent.change(box, { target: { value: '9' } });
    expect(box).toHaveValue('3');
    expect(notify.error).toHaveBeenLastCalledWith(MSG.cart.onlyInStock(3));
  });

  it('caps at 25 and removes the line when confirmed with 0', () => {
    const p = makeProduct({ id: 6, quantity: 100 });
    act(() => useCartStore.getState().add(p, 3));
    render(<PurchasePanel product={p} />);
    const box = screen.getByRole('textbox', { name: 'Quantity' });
    expect(box).toHaveValue('3');
    fireEvent.change(box, { target: { value: '30' } });
    expect(box).toHaveValue('25');
    expect(notify.error).toHaveBeenLastCalledWith(MSG.cart.maxQty);
    fireEvent.change(box, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Cart' }));
    expect(qty(6)).toBe(0);
    expect(notify.success).toHaveBeenLastCalledWith(MSG.cart.removed);
  });

  it('offers nothing to add when out of stock, but still lets a line in the cart be removed', () => {
    const p = makeProduct({ id: 7, quantity: 0 });
    const { unmount } = render(<PurchasePanel product={p} />);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase Quantity' })).toBeDisabled();
    unmount();
    act(() => useCartStore.getState().add({ ...p, quantity: 5 }, 2));
    render(<PurchasePanel product={p} />);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('0');
    fireEvent.click(screen.getByRole('button', { name: 'Update Cart' }));
    expect(qty(7)).toBe(0);
  });
});
