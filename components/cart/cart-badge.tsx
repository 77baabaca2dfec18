'use client';

import { Link } from '@/components/ui/link';
import { LineIcon } from '@/components/ui/line-icon';
import { useCartStore } from '@/store/cart-store';

/**
 * Header cart icon with the item-count badge. The count comes from localStorage, so the server's HTML shows
 * no badge and it appears right after hydration (zustand reads the server snapshot while hydrating).
 */
export function CartBadge() {
  const count = useCartStore((s) => s.totalCounts);
  return (
    <Link
      href="/cart"
      aria-label={count > 0 ? `Cart, ${count} item${count === 1 ? '' : 's'}` : 'Cart'}
      className="relative inline-flex items-center"
    >
      <LineIcon>
        <path d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.6h8.8a2 2 0 0 0 2-1.6L21 7H6" />
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
      </LineIcon>
      {count > 0 && (
        <span
          data-testid="cart-count"
          className="bg-primary absolute -top-2 -right-2 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-xs leading-none font-bold text-white"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
