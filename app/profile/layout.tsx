import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ProfileGuard } from '@/components/profile/profile-guard';
import { ProfileMenu } from '@/components/profile/profile-menu';

export const metadata: Metadata = {
  title: { default: 'My Profile', template: '%s | My Profile' },
  robots: { index: false },
};

export default function ProfileLayout({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-8">
      <ProfileGuard>
        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
          <ProfileMenu />
          <div className="min-w-0">{children}</div>
        </div>
      </ProfileGuard>
    </main>
  );
}
