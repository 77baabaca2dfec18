'use client';

import { lazy, Suspense, useId } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { BillingFields, CheckoutField } from '@/lib/checkout/validate';

// The billing fields and their list of countries (2.3 KB gzip) load when a shopper first unticks the box.
const BillingAddress = lazy(() => import('./billing-address'));

interface Props {
  same: boolean;
  onSame: (same: boolean) => void;
  values: BillingFields;
  onChange: (patch: Partial<BillingFields>) => void;
  invalid: CheckoutField | null;
}

/** 'Billing address same as shipping' (ticked by default); unticked, a separate billing address. */
export function BillingSection({ same, onSame, values, onChange, invalid }: Props) {
  const id = useId();
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          checked={same}
          onChange={(e) => onSame(e.target.checked)}
          className="accent-primary h-4 w-4"
        />
        <label htmlFor={id} className="text-sm font-medium text-gray-800">
          Billing address same as shipping
        </label>
      </div>
      {!same && (
        // About the fieldset's height (measured: 638 px at 390 px wide, 476 px at 1280), so the page does
        // not jump twice while its code loads.
        <Suspense fallback={<Skeleton className="h-160 sm:h-120" />}>
          <BillingAddress values={values} onChange={onChange} invalid={invalid} />
        </Suspense>
      )}
    </div>
  );
}
