import type { OrderStatus } from '@common/contract';

/** Pending is yellow, canceled red, every other status green (docs/behaviour.md#rules). */
export function statusTone(status: OrderStatus): 'yellow' | 'red' | 'green' {
  if (status === 'pending') return 'yellow';
  if (status === 'canceled') return 'red';
  return 'green';
}

const TONES = {
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-300',
  red: 'bg-red-100 text-red-800 ring-red-300',
  green: 'bg-green-100 text-green-800 ring-green-300',
} as const;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const tone = statusTone(status);
  return (
    <span
      data-tone={tone}
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset ${TONES[tone]}`}
    >
      {status}
    </span>
  );
}
