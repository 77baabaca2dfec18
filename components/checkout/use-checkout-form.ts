'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { usStateCode } from '@/lib/checkout/us-states';
import type { BillingFields, CheckoutFormValues, ShippingFields } from '@/lib/checkout/validate';
import { DEFAULT_COUNTRY, SHIPPING_COUNTRY } from '@common/constants';
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
 * A signed-in shopper's phone number from their profile ('' until it is in, or without one). The account
 * calls (and the schemas they check answers with) load here for signed-in shoppers only: a guest's
 * checkout does not download them, nor SWR (docs/adr/0061-purchase-path-without-swr.md).
 */
function useProfilePhone(userId: number | null): string {
  const [phone, setPhone] = useState('');
  useEffect(() => {
    if (userId === null) return;
    let cancelled = false;
    import('@/lib/browser-api/accounts')
      .then(({ getProfile }) => getProfile(userId))
      .then(
        (profile) => {
          if (!cancelled) setPhone(profile.phone_no ?? '');
        },
        // Without the profile the shopper types the phone, as a guest does.
        () => {},
      );
    return () => {
      cancelled = true;
    };
  }, [userId]);
  return phone;
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
  const profilePhone = useProfilePhone(user?.id ?? null);
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
