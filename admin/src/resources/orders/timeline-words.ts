import { carrierName } from '@common/carriers';
import { CONSOLE_TEXT } from '../../texts';

export interface TimelineEvent {
  kind: string;
  data: Record<string, unknown> | null;
}

export interface OrderLine {
  id: number;
  name: string;
}

const T = CONSOLE_TEXT.timeline;
const dollars = (cents: unknown) => `$${(Number(cents) / 100).toFixed(2)}`;
const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** "2 × Tulsi Tea, 1 × Pink Salt": the lines a refund put back in stock, by their names. */
function restockedLines(restocked: unknown, lines: OrderLine[]): string | null {
  if (!Array.isArray(restocked) || restocked.length === 0) return null;
  const names = new Map(lines.map((l) => [l.id, l.name]));
  return restocked
    .map(
      (r: { order_item_id?: number; qty?: number }) =>
        `${r.qty ?? 0} × ${names.get(r.order_item_id ?? 0) ?? T.aLine}`,
    )
    .join(', ');
}

/** A timeline event's details as a sentence an owner reads (the order page showed its raw JSON). */
export function eventWords(event: TimelineEvent, lines: OrderLine[]): string {
  const d = event.data ?? {};
  switch (event.kind) {
    case 'shipped':
      return T.shipped(carrierName(text(d.carrier) ?? T.aCarrier), text(d.tracking_number));
    case 'refunded': {
      const back = restockedLines(d.restocked, lines);
      return T.refunded(dollars(d.amount_cents), back);
    }
    case 'refund.failed':
      return T.refundFailed(dollars(d.amount_cents), text(d.reason));
    case 'email.sent':
    case 'email.failed':
      return T.email(event.kind === 'email.sent', text(d.template) ?? '', text(d.to) ?? '');
    case 'canceled':
      return d.paid === false ? T.canceledUnpaid : T.canceled;
    default:
      // 'return.requested', 'return.approved'...: a return's moves (issue 41).
      if (event.kind.startsWith('return.')) return `Return #${String(d.return_id)} ${event.kind.slice(7)}`;
      return T.plain[event.kind] ?? '';
  }
}
