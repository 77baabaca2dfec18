'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { logout } from '@/lib/api/accounts';
import { MSG } from '@/lib/messages';
import { notify } from '@/lib/notify';
import { useAddressStore } from '@/store/address-store';
import { useUserStore } from '@/store/user-store';

/**
 * Logout: the CMS revokes the token and the proxy clears the cookie; locally the user (and the saved
 * address) are forgotten; then home, replacing history, with 'You have been logged out'.
 */
export function useLogout() {
  const router = useRouter();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // Signing out locally still happens; the cookie expires on its own if the call never arrived.
    }
    useUserStore.getState().clearUser();
    useAddressStore.getState().clear();
    router.replace('/');
    notify.success(MSG.loggedOut);
  }, [router]);
}
