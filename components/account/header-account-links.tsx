'use client';

import Link from 'next/link';

/** Guests: Sign In / Sign Up (one user icon on small screens). Signed-in: Profile / Logout (accounts issue). */
export function HeaderAccountLinks() {
  return (
    <div className="flex items-center gap-3 text-sm">
      <Link href="/login" className="hidden sm:inline">
        Sign In
      </Link>
      <Link href="/signup" className="hidden sm:inline">
        Sign Up
      </Link>
      <Link href="/login" aria-label="Sign In" className="sm:hidden">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
        >
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
        </svg>
      </Link>
    </div>
  );
}
