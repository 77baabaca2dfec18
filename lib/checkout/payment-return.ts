import type { PaymentProvider } from '../api/orders';

/**
 * The payment return (/update-order): which payment came back, and settling it exactly once per pid, even
 * when React runs the effect twice (strict mode) or the shopper reloads the page. The CMS is idempotent
 * too; this only spares it the repeated calls.
 */

export type ReturnQuery =
  | { kind: 'missing' }
  /** The provider reported a failed authentication (`redirect_status=failed`). */
  | { kind: 'failed'; pid: string }
  | { kind: 'pid'; pid: string };

export function readReturnQuery(params: Pick<URLSearchParams, 'get'>): ReturnQuery {
  const pid = params.get('payment_intent')?.trim() ?? '';
  if (pid === '') return { kind: 'missing' };
  if (params.get('redirect_status') === 'failed') return { kind: 'failed', pid };
  return { kind: 'pid', pid };
}

/** '#1007' → '1007' (spec section 3: the part after '#' is used). */
export function orderNoDigits(orderNo: string): string {
  return orderNo.replace(/^#/, '').trim();
}

export const HANDLED_PAYMENTS_KEY = 'handled-payments';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function readHandled(storage: KeyValueStorage): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(HANDLED_PAYMENTS_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** The order number already obtained for `pid` in this tab's session, or null. */
export function handledOrderNo(storage: KeyValueStorage, pid: string): string | null {
  return readHandled(storage)[pid] ?? null;
}

export function rememberHandled(storage: KeyValueStorage, pid: string, orderNo: string): void {
  try {
    storage.setItem(HANDLED_PAYMENTS_KEY, JSON.stringify({ ...readHandled(storage), [pid]: orderNo }));
  } catch {
    // Storage full or disabled: the CMS's idempotent update-order still keeps the order paid once.
  }
}

const inFlight = new Map<string, Promise<string>>();

export interface CompletePaymentDeps {
  provider: PaymentProvider;
  storage: KeyValueStorage;
  updateOrder: (provider: PaymentProvider, pid: string) => Promise<string>;
}

/**
 * The order number (without '#') for a returned payment: from this session's marker when the pid was
 * handled already, else from one `update-order` call shared by every caller while it runs. A failure is
 * not remembered, so a later visit may try again.
 */
export function completePayment(pid: string, deps: CompletePaymentDeps): Promise<string> {
  const known = handledOrderNo(deps.storage, pid);
  if (known !== null) return Promise.resolve(known);
  const running = inFlight.get(pid);
  if (running) return running;
  const call = deps.updateOrder(deps.provider, pid).then(
    (orderNo) => {
      const no = orderNoDigits(orderNo);
      rememberHandled(deps.storage, pid, no);
      inFlight.delete(pid);
      return no;
    },
    (err: unknown) => {
      inFlight.delete(pid);
      throw err;
    },
  );
  inFlight.set(pid, call);
  return call;
}
