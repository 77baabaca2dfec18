'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useHydrated } from '@/store/use-hydrated';
import { useUserStore } from '@/store/user-store';

/**
 * /login and /signup are for guests: a signed-in shopper goes to the home page. `enabled` is turned off by
 * the login form once it signs someone in, so its own redirect (to `next`) wins.
 */
export function useRedirectSignedIn(enabled = true): boolean {
  const router = useRouter();
  const hydrated = useHydrated(useUserStore);
  const signedIn = useUserStore((s) => s.user !== null);
  const redirect = enabled && hydrated && signedIn;
  useEffect(() => {
    if (redirect) router.replace('/');
  }, [redirect, router]);
  return redirect;
}
