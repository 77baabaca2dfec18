'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { useHydrated } from '@/store/use-hydrated';
import { useUserStore } from '@/store/user-store';

/**
 * The profile area is for signed-in shoppers: a guest goes to /login?next=<this page> and comes back after
 * signing in. (A stale summary with a dead cookie is caught by the first 401, which signs the shopper out
 * and lands here again.)
 */
export function ProfileGuard({ children }: { children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const hydrated = useHydrated(useUserStore);
  const signedIn = useUserStore((s) => s.user !== null);
  const mustLogin = hydrated && !signedIn;

  useEffect(() => {
    if (mustLogin) router.replace(`/login?next=${encodeURIComponent(pathname)}`);
  }, [mustLogin, pathname, router]);

  if (!hydrated || !signedIn) {
    return (
      <div
        className="grid animate-pulse grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[14rem_minmax(0,1fr)]"
        aria-busy="true"
        aria-label="Loading"
      >
        <div className="h-40 rounded-lg bg-gray-100" />
        <div className="h-64 rounded-lg bg-gray-100" />
      </div>
    );
  }
  return <>{children}</>;
}
