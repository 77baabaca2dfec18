'use client';

import { useState } from 'react';
import { MSG } from '@common/messages';
import type { Profile } from '@common/contract';
import { Panel } from './panel';
import { ProfileEditDialog } from './profile-edit-dialog';
import { useProfile } from './use-profile';

const dash = (v: string | null) => (v && v.trim() !== '' ? v : '—');

/** My Profile: the shopper's details with an Edit dialog. */
export function ProfileView() {
  const { data: profile, error, mutate } = useProfile();
  const [editing, setEditing] = useState(false);

  const action = profile ? (
    <button
      type="button"
      onClick={() => setEditing(true)}
      className="border-primary text-primary hover:bg-primary rounded border px-4 py-1.5 text-sm font-semibold transition-colors hover:text-white"
    >
      Edit Profile
    </button>
  ) : undefined;

  return (
    <Panel title="My Profile" action={action}>
      {error && !profile ? (
        <p role="alert" className="text-primary">
          {MSG.serverError}
        </p>
      ) : !profile ? (
        <ProfileSkeleton />
      ) : (
        <ProfileDetails profile={profile} />
      )}
      {profile && (
        <ProfileEditDialog
          open={editing}
          profile={profile}
          onClose={() => setEditing(false)}
          onSaved={(p) => void mutate(p, { revalidate: false })}
        />
      )}
    </Panel>
  );
}

function ProfileDetails({ profile }: { profile: Profile }) {
  const rows: [string, string][] = [
    ['Full name', profile.name],
    ['Email', profile.email],
    ['Phone number', dash(profile.phone_no)],
    ['Date of birth', dash(profile.dateofbirth)],
    ['Address', dash(profile.address)],
  ];
  return (
    <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className={label === 'Address' ? 'sm:col-span-2' : undefined}>
          <dt className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{label}</dt>
          <dd className="mt-0.5 break-words text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ProfileSkeleton() {
  return (
    <div className="grid animate-pulse gap-4 sm:grid-cols-2" aria-busy="true" aria-label="Loading profile">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="space-y-1">
          <div className="h-3 w-20 rounded bg-gray-200" />
          <div className="h-5 w-40 rounded bg-gray-200" />
        </div>
      ))}
    </div>
  );
}
