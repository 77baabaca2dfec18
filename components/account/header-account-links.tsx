'use client';

import Link from 'next/link';
import { LineIcon } from '@/components/ui/line-icon';
import { useUserStore } from '@/store/user-store';
import { useLogout } from './use-logout';

function UserIcon() {
  return (
    <LineIcon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
    </LineIcon>
  );
}

/**
 * Guests: Sign In / Sign Up (one user icon to /login on small screens). Signed-in: Profile / Logout.
 * The server renders the guest links (it cannot see localStorage); they switch right after hydration.
 */
export function HeaderAccountLinks() {
  const signedIn = useUserStore((s) => s.user !== null);
  const onLogout = useLogout();

  if (signedIn) {
    // Small screens get one user icon to the profile, like the guests' one to /login; Logout is also in
    // the profile menu there.
    return (
      <div className="flex items-center gap-3 text-sm">
        <Link href="/profile" className="hover:text-primary hidden sm:inline">
          Profile
        </Link>
        <Link href="/profile" aria-label="Profile" className="hover:text-primary sm:hidden">
          <UserIcon />
        </Link>
        <button type="button" onClick={() => void onLogout()} className="hover:text-primary hidden sm:inline">
          Logout
        </button>
      </div>
    );
  }

  return (
    <div className="flex items-center gap-3 text-sm">
      <Link href="/login" className="hover:text-primary hidden sm:inline">
        Sign In
      </Link>
      <Link href="/signup" className="hover:text-primary hidden sm:inline">
        Sign Up
      </Link>
      <Link href="/login" aria-label="Sign In" className="hover:text-primary sm:hidden">
        <UserIcon />
      </Link>
    </div>
  );
}
