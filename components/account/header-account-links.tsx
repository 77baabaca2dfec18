'use client';

import { Link } from '@/components/ui/link';
import { LineIcon } from '@/components/ui/line-icon';
import { useUserStore } from '@/store/user-store';
import { useLogout } from './use-logout';

function UserIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
    </LineIcon>
  );
}

function LogoutIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
      <path d="M10 16l-4-4 4-4M6 12h10" />
    </LineIcon>
  );
}

/** Small screens: the icon (the word stays its accessible name); wider screens: the word. */
const ITEM = 'hover:text-primary flex items-center';
const ICON = 'h-6 w-6 sm:hidden';
const WORD = 'sr-only sm:not-sr-only';

/**
 * Guests: Sign In / Sign Up (one user icon to /login on small screens). Signed-in: Profile and Logout on
 * every screen (docs/behaviour.md#header; the single-icon exception is the guests'), on small screens as two icons.
 * The server renders the guest links (it cannot see localStorage); they switch right after hydration.
 */
export function HeaderAccountLinks() {
  const signedIn = useUserStore((s) => s.user !== null);
  const onLogout = useLogout();

  if (signedIn) {
    return (
      <div className="flex items-center gap-2 text-sm sm:gap-3">
        <Link href="/profile" className={ITEM} title="Profile">
          <UserIcon className={ICON} />
          <span className={WORD}>Profile</span>
        </Link>
        <button type="button" onClick={() => void onLogout()} className={ITEM} title="Logout">
          <LogoutIcon className={ICON} />
          <span className={WORD}>Logout</span>
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
