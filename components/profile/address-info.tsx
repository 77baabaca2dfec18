'use client';

import { Link } from '@/components/ui/link';
import { useAddressStore, useSavedAddress } from '@/store/address-store';
import { useHydrated } from '@/store/use-hydrated';
import { Panel } from './panel';

/** The saved delivery address (kept in this browser; checkout pre-fills from it). */
export function AddressInfo() {
  const hydrated = useHydrated(useAddressStore);
  const address = useSavedAddress();
  const link = (
    <Link
      href="/profile/addressinformationform"
      className="border-primary text-primary hover:bg-primary rounded border px-4 py-1.5 text-sm font-semibold transition-colors hover:text-white"
    >
      {address ? 'Edit Address' : 'Add Address'}
    </Link>
  );
  return (
    <Panel title="Address Book" action={hydrated ? link : undefined}>
      {!hydrated ? (
        <div className="h-24 animate-pulse rounded bg-gray-100" />
      ) : address ? (
        <address className="space-y-0.5 text-gray-800 not-italic" data-testid="saved-address">
          <p className="font-semibold">{address.name}</p>
          <p>{address.line1}</p>
          <p>
            {address.city}, {address.state} {address.postal_code}
          </p>
          <p className="text-gray-600">{address.phone}</p>
        </address>
      ) : (
        <p className="py-8 text-center text-gray-600">No address saved yet.</p>
      )}
    </Panel>
  );
}
