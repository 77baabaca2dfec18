'use client';

import useSWR from 'swr';
import { getProfile } from '@/lib/browser-api/accounts';
import type { Profile } from '@common/contract';
import { useUserStore } from '@/store/user-store';

/** The signed-in shopper's profile (GET /user/get/{id}, Bearer added by the proxy). */
export function useProfile() {
  const id = useUserStore((s) => s.user?.id ?? null);
  return useSWR<Profile, Error, readonly [string, number] | null>(
    id === null ? null : (['profile', id] as const),
    ([, userId]) => getProfile(userId),
    { revalidateOnFocus: false },
  );
}
