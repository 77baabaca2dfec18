'use client';

import { Link } from '@/components/ui/link';
import { useSearchParams } from 'next/navigation';
import { LineIcon } from '@/components/ui/line-icon';
import { MSG } from '@common/messages';

/** /order-success: the order number from `?no=` when present, the confirmation texts and a Home link. */
export function OrderSuccess() {
  const no = useSearchParams().get('no')?.trim().replace(/^#/, '') ?? '';
  return <OrderSuccessView no={no} />;
}

export function OrderSuccessView({ no }: { no: string }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-lg border border-gray-200 bg-white px-6 py-12 text-center shadow-sm">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-green-100 text-green-700">
        <LineIcon className="h-9 w-9" strokeWidth={3}>
          <path strokeLinecap="round" strokeLinejoin="round" d="M5 13l4 4L19 7" />
        </LineIcon>
      </span>
      {no !== '' && (
        <p className="text-xl font-bold text-gray-900" data-testid="order-no">
          {MSG.orderSuccess.orderNo(no)}
        </p>
      )}
      <h1 className="text-lg font-semibold text-gray-900">{MSG.orderSuccess.placed}</h1>
      <p className="text-gray-600">{MSG.orderSuccess.email}</p>
      <Link
        href="/"
        className="bg-primary hover:bg-primary-dark mt-2 rounded-md px-8 py-3 font-semibold text-white transition-colors"
      >
        Home
      </Link>
    </div>
  );
}
