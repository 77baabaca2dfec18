'use client';

import useSWR from 'swr';
import { getVouchers } from '@/lib/browser-api/vouchers';
import { voucherTerms } from '@/lib/profile/voucher-terms';
import type { Voucher } from '@common/contract';
import { MSG } from '@common/messages';
import { useUserStore } from '@/store/user-store';
import { Panel } from './panel';

/** Vouchers (issue 40): the codes meant for this customer with their terms; 'No Voucher Yet' when none. */
export function VoucherList() {
  const id = useUserStore((s) => s.user?.id ?? null);
  const { data: vouchers, error } = useSWR<Voucher[], Error, readonly [string, number] | null>(
    id === null ? null : (['vouchers', id] as const),
    () => getVouchers(),
    { revalidateOnFocus: false },
  );
  return (
    <Panel title="Vouchers">
      {error && !vouchers ? (
        <p role="alert" className="text-primary">
          {MSG.serverError}
        </p>
      ) : !vouchers ? (
        <div
          className="h-32 animate-pulse rounded bg-gray-100"
          aria-busy="true"
          aria-label="Loading vouchers"
        />
      ) : vouchers.length === 0 ? (
        <p className="py-10 text-center text-gray-600">{MSG.profile.noVoucher}</p>
      ) : (
        <ul className="space-y-3" aria-label="Your vouchers">
          {vouchers.map((v) => {
            const terms = voucherTerms(v);
            return (
              <li
                key={v.code}
                className="rounded-md border border-dashed border-gray-300 p-4"
                data-testid="voucher"
              >
                <p className="font-mono text-lg font-bold tracking-wide">{v.code}</p>
                <p className="text-sm text-gray-800">
                  {v.label} · {terms.offer}
                </p>
                {terms.minimum && <p className="text-sm text-gray-600">{terms.minimum}</p>}
                <p className="text-xs text-gray-500">{terms.expiry}</p>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
