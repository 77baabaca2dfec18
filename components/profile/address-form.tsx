'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { AddressFieldset, type AddressFieldSpec } from '@/components/ui/address-fieldset';
import { FormAlert, SubmitButton } from '@/components/ui/form-controls';
import { useTimedMessage } from '@/components/ui/use-timed-message';
import { notify } from '@/lib/notify';
import { validateAddress, type AddressFields } from '@/lib/validation/address';
import { nameAsTyped, phoneAsTyped } from '@/lib/validation/typing';
import { useAddressStore, useSavedAddress } from '@/store/address-store';
import { useHydrated } from '@/store/use-hydrated';
import { Panel } from './panel';
import { MSG } from '@common/messages';

const blank: AddressFields = { name: '', state: '', city: '', phone: '', postal_code: '', line1: '' };

const PROFILE_ADDRESS: readonly AddressFieldSpec<keyof AddressFields>[] = [
  { key: 'name', label: 'Full name', autoComplete: 'name', typed: nameAsTyped, wide: true },
  { key: 'state', label: 'State', autoComplete: 'address-level1' },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  {
    key: 'phone',
    label: 'Phone number',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    typed: phoneAsTyped,
  },
  { key: 'postal_code', label: 'Post code', autoComplete: 'postal-code', maxLength: 10 },
  { key: 'line1', label: 'Street address', autoComplete: 'address-line1', wide: true },
];

/** The address form; saved in this browser so checkout can pre-fill it. */
export function AddressForm() {
  const hydrated = useHydrated(useAddressStore);
  const saved = useSavedAddress();
  return (
    <Panel title={saved ? 'Edit Address' : 'Add Address'}>
      {hydrated ? (
        <Fields initial={saved ?? blank} />
      ) : (
        <div className="h-64 animate-pulse rounded bg-gray-100" />
      )}
    </Panel>
  );
}

function Fields({ initial }: { initial: AddressFields }) {
  const router = useRouter();
  const [f, setF] = useState<AddressFields>(initial);
  const { message, error } = useTimedMessage();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const trimmed: AddressFields = {
      name: f.name.trim(),
      state: f.state.trim(),
      city: f.city.trim(),
      phone: f.phone.trim(),
      postal_code: f.postal_code.trim(),
      line1: f.line1.trim(),
    };
    const invalid = validateAddress(trimmed);
    if (invalid) return error(invalid);
    useAddressStore.getState().save(trimmed);
    notify.success(MSG.address.saved);
    router.push('/profile/addressinformation');
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <AddressFieldset
        fields={PROFILE_ADDRESS}
        values={f}
        onChange={(patch) => setF((prev) => ({ ...prev, ...patch }))}
      />
      <div className="space-y-4 sm:col-span-2">
        <FormAlert message={message} />
        <div className="sm:w-48">
          <SubmitButton>Save Address</SubmitButton>
        </div>
      </div>
    </form>
  );
}
