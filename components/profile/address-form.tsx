'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/form-controls';
import { useTimedMessage } from '@/components/ui/use-timed-message';
import { notify } from '@/lib/notify';
import { ADDRESS_MSG, validateAddress, type AddressFields } from '@/lib/validation/address';
import { nameAsTyped, phoneAsTyped } from '@/lib/validation/typing';
import { useAddressStore, useSavedAddress } from '@/store/address-store';
import { useHydrated } from '@/store/use-hydrated';
import { Panel } from './panel';

const blank: AddressFields = { name: '', state: '', city: '', phone: '', postal_code: '', line1: '' };

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
  const set = (key: keyof AddressFields) => (value: string) => setF((prev) => ({ ...prev, [key]: value }));

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
    notify.success(ADDRESS_MSG.saved);
    router.push('/profile/addressinformation');
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Full name"
        autoComplete="name"
        value={f.name}
        onValue={(v) => set('name')(nameAsTyped(v))}
        className="sm:col-span-2"
      />
      <TextField label="State" autoComplete="address-level1" value={f.state} onValue={set('state')} />
      <TextField label="City" autoComplete="address-level2" value={f.city} onValue={set('city')} />
      <TextField
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={f.phone}
        onValue={(v) => set('phone')(phoneAsTyped(v))}
      />
      <TextField
        label="Post code"
        autoComplete="postal-code"
        maxLength={10}
        value={f.postal_code}
        onValue={set('postal_code')}
      />
      <TextField
        label="Street address"
        autoComplete="address-line1"
        value={f.line1}
        onValue={set('line1')}
        className="sm:col-span-2"
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
