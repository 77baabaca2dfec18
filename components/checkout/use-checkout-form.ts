'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { usStateCode } from '@/lib/checkout/us-states';
import type { BillingFields, CheckoutFormValues, ShippingFields } from '@/lib/checkout/validate';
import { SHIPPING_COUNTRY } from '@common/constants';
import { DEFAULT_COUNTRY } from '@/lib/countries';
import { useProfile } from '@/components/profile/use-profile';
import type { SessionUser } from '@common/contract';
import { useAddressStore } from '@/store/address-store';

const emptyBilling: BillingFields = {
  name: '',
  state: '',
  city: '',
  line1: '',
  line2: '',
  postal_code: '',
  country: DEFAULT_COUNTRY,
};

/** A signed-in shopper's saved details: name and email from the session, the saved delivery address. */
function prefilledShipping(user: SessionUser | null): ShippingFields {
  const saved = useAddressStore.getState().address;
  return {
    name: saved?.name || user?.name || '',
    email: user?.email ?? '',
    phone: saved?.phone ?? '',
    state: usStateCode(saved?.state ?? ''),
    city: saved?.city ?? '',
    line1: saved?.line1 ?? '',
    line2: '',
    postal_code: saved?.postal_code ?? '',
    country: SHIPPING_COUNTRY,
  };
}

/**
 * The checkout form's values. It mounts after the stores are read from localStorage, so the prefill is
 * taken once at mount; the profile's phone number arrives later and fills the phone only if still empty.
 */
export function useCheckoutForm(user: SessionUser | null) {
  const [values, setValues] = useState<CheckoutFormValues>(() => ({
    shipping: prefilledShipping(user),
    billingSame: true,
    billing: emptyBilling,
  }));
  const profile = useProfile();
  const profilePhone = profile.data?.phone_no ?? '';
  const phoneFilled = useRef(false);

  useEffect(() => {
    if (phoneFilled.current || !/^\d{10}$/.test(profilePhone)) return;
    phoneFilled.current = true;
    setValues((v) =>
      v.shipping.phone === '' ? { ...v, shipping: { ...v.shipping, phone: profilePhone } } : v,
    );
  }, [profilePhone]);

  const setShipping = useCallback(
    (patch: Partial<ShippingFields>) => setValues((v) => ({ ...v, shipping: { ...v.shipping, ...patch } })),
    [],
  );
  const setBilling = useCallback(
    (patch: Partial<BillingFields>) => setValues((v) => ({ ...v, billing: { ...v.billing, ...patch } })),
    [],
  );
  const setBillingSame = useCallback((billingSame: boolean) => setValues((v) => ({ ...v, billingSame })), []);

  return { values, setShipping, setBilling, setBillingSame };
}
