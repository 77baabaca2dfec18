import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { IMAGE_LAYOUTS } from '@/components/ui/image-layouts';
import { layoutImage } from '@/components/ui/layout-image';
import imageStyles from '@/components/ui/shop-image.module.css';
import { amountRows } from '@/lib/checkout/amounts';
import type { InitiateResult } from '@common/contract';
import { formatCents } from '@common/format';
import { MSG } from '@common/messages';
import { lineCents, type CartLine } from '@/store/cart-reducer';

interface Props {
  lines: readonly CartLine[];
  /** The server's amounts; null while they load. */
  amounts: InitiateResult | null;
  /** The discount-code box (issue 40), under the amounts. */
  children?: ReactNode;
}

/** The checkout's right column: the lines, then the server's sub-total, discount, shipping and total. */
export function OrderSummary({ lines, amounts, children }: Props) {
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-lg border border-gray-200 bg-gray-50 p-5 lg:sticky lg:top-6"
    >
      <h2 id="order-summary-heading" className="mb-4 text-lg font-semibold text-gray-900">
        Order Summary
      </h2>
      <ul className="divide-y divide-gray-200" aria-label="Order items">
        {lines.map((line) => (
          <li key={line.id} className="flex items-center gap-3 py-3" data-testid="summary-line">
            <div className="relative h-14 w-14 shrink-0 overflow-hidden rounded-md border border-gray-200 bg-white">
              {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, from layoutImage */}
              <img
                {...layoutImage(line.image, IMAGE_LAYOUTS.summaryLine)}
                alt=""
                className={`${imageStyles.fill} object-cover`}
              />
              <span className="bg-primary absolute -top-0 -right-0 rounded-bl-md px-1.5 text-xs font-semibold text-white">
                {line.quantity}
              </span>
            </div>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-gray-900">{line.name}</p>
              <p className="text-xs text-gray-500">
                {line.quantity} × {formatCents(Math.round(line.price * 100))}
              </p>
            </div>
            <p className="text-sm font-medium text-gray-900">{formatCents(lineCents(line))}</p>
          </li>
        ))}
      </ul>
      {amounts ? (
        <dl className="mt-4 space-y-2 border-t border-gray-200 pt-4 text-sm">
          {amountRows(amounts).map((row) => (
            <div
              key={row.key}
              className={`flex justify-between ${
                row.key === 'total' ? 'border-t border-gray-200 pt-2 text-base font-bold text-gray-900' : ''
              } ${row.key.startsWith('discount') ? 'text-green-700' : ''}`}
            >
              <dt>{row.label}</dt>
              <dd data-testid={`summary-${row.key}`}>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        // Outside the dl (a dl holds only dt/dd groups), sized like the rows it stands for.
        <div aria-hidden="true" className="mt-4 space-y-2 border-t border-gray-200 pt-4 text-sm">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-5 animate-pulse rounded bg-gray-200" />
          ))}
        </div>
      )}
      {children}
      <Link
        href="/cart"
        className="text-primary border-primary hover:bg-primary-light mt-5 block rounded-md border px-4 py-2.5 text-center text-sm font-semibold transition-colors"
      >
        {MSG.checkout.backToCart}
      </Link>
    </section>
  );
}
