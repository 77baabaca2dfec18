import type { ReactNode } from 'react';

/**
 * One titled block of the checkout form (contact, shipping, payment, billing). Its fields get 6px corners
 * (--field-radius, read by the shared form controls) to match Stripe's elements beside them.
 */
export function FormSection({
  title,
  children,
  aside,
}: {
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <fieldset className="rounded-lg border border-gray-200 bg-white p-5 [--field-radius:0.375rem]">
      <legend className="sr-only">{title}</legend>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 aria-hidden="true" className="text-base font-semibold text-gray-900">
          {title}
        </h2>
        {aside}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
