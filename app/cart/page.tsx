import type { Metadata } from 'next';
import { CartView } from '@/components/cart/cart-view';
import { getShippingSettings } from '@/lib/cms-client/shipping-settings';

export const metadata: Metadata = { title: 'Cart', robots: { index: false } };

export default async function CartPage() {
  // The owner's shipping rule (issue 40), cached and purged with the 'settings' tag.
  const shipping = await getShippingSettings();
  return (
    // At least a screen high: the cart, restored from localStorage after the first paint, grows into this
    // space instead of pushing the footer up or down (no layout shift, whatever its number of lines).
    <main className="mx-auto w-full max-w-7xl min-h-screen px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">Shopping Cart</h1>
      <CartView shipping={shipping} />
    </main>
  );
}
