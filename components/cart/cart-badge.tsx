'use client';

import { Link } from '@/components/ui/link';
import { LineIcon } from '@/components/ui/line-icon';
import { useCartStore } from '@/store/cart-store';

const BADGE =
  'bg-primary absolute -top-2 -right-2 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-xs leading-none font-bold text-white';

/**
 * Header cart icon with the item-count badge. The count comes from localStorage, so the server's HTML shows
 * an empty, invisible badge and the count appears right after hydration (zustand reads the server snapshot while hydrating).
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
      {/* Always in the HTML, empty and invisible while the cart is empty: the server's page (whose inlined
          critical CSS holds only the rules its own elements match) then already has the badge's rules, so a
          count restored after the first paint is drawn in place, over the icon, and never widens the row. */}
      <span
        data-testid={count > 0 ? 'cart-count' : undefined}
        aria-hidden={count > 0 ? undefined : true}
        className={`${count > 0 ? '' : 'invisible '}${BADGE}`}
      >
        {count > 0 ? count : null}
      </span>
    </Link>
  );
}
