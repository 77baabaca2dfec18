'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useEffect } from 'react';
import { MSG } from '@common/messages';
import { notify } from '@/lib/notify';
import { useAddressStore } from '@/store/address-store';
import { useUserStore } from '@/store/user-store';

/** Forgets the shopper in this browser (the user summary and the saved address) and says so. */
function forgetLocally() {
  useUserStore.getState().clearUser();
  useAddressStore.getState().clear();
  notify.success(MSG.loggedOut);
}

/**
 * A logout on its way home. Module-wide, because the button that started it (e.g. in the profile menu) may
 * unmount on the way; the header's instance, always mounted, finishes it.
 */
let leaving = false;

/**
 * Logout: the CMS revokes the token and the proxy clears the cookie; then home, replacing history; once
 * home is showing, the user is forgotten locally with 'You have been logged out'. Forgetting only after
 * the navigation keeps a guarded page (the profile area) from sending the shopper to /login first.
 */
export function useLogout() {
  const router = useRouter();
  const pathname = usePathname();

  useEffect(() => {
    if (leaving && pathname === '/') {
      leaving = false;
      forgetLocally();
    }
  }, [pathname]);

  return useCallback(async () => {
    try {
      // The API client and its schemas load only now, not with the header on every page.
      const { logout } = await import('@/lib/browser-api/accounts');
      await logout();
    } catch {
      // Signing out locally still happens; the cookie expires on its own if the call never arrived.
    }
    if (pathname === '/') {
      forgetLocally();
      router.replace('/');
    } else {
      leaving = true;
      router.replace('/');
    }
  }, [pathname, router]);
}
