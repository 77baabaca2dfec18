'use client';

import Link from 'next/link';

/** Header cart icon with the item-count badge. (Count wired by the cart issue.) */
export function CartBadge() {
  return (
    <Link href="/cart" aria-label="Cart" className="relative inline-flex items-center">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
      >
        <path d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.6h8.8a2 2 0 0 0 2-1.6L21 7H6" />
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
      </svg>
    </Link>
  );
}
