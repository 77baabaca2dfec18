import { ApiError, NetworkError } from '../browser-api/client';
import type { PaymentProvider } from '../browser-api/orders';

/**
 * The payment return (/update-order): which payment came back, and settling it exactly once per pid, even
 * when React runs the effect twice (strict mode) or the shopper reloads the page. The CMS is idempotent
 * too; this only spares it the repeated calls. While the CMS cannot be reached the update is tried again
 * (see retryTransient), since the payment is taken and only the order's bookkeeping is missing.
 */

export type ReturnQuery =
  | { kind: 'missing' }
  /** The provider reported a failed authentication (`redirect_status=failed`). */
  | { kind: 'failed'; pid: string }
  /** `redirected`: the provider's page sent the shopper here (`redirect_status`), not the checkout itself. */
  | { kind: 'pid'; pid: string; redirected: boolean };

export function readReturnQuery(params: Pick<URLSearchParams, 'get'>): ReturnQuery {
  const pid = params.get('payment_intent')?.trim() ?? '';
  if (pid === '') return { kind: 'missing' };
  const status = params.get('redirect_status');
  if (status === 'failed') return { kind: 'failed', pid };
  return { kind: 'pid', pid, redirected: status !== null };
}

/** '#1007' → '1007' (docs/behaviour.md#data: the part after '#' is used). */
export function orderNoDigits(orderNo: string): string {
  return orderNo.replace(/^#/, '').trim();
}

export const HANDLED_PAYMENTS_KEY = 'handled-payments';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The payment of the checkout this browser started last (localStorage, like the cart). Only the return for
 * that payment clears the cart: an old return address (history, bookmark, another shopper's link) must not
 * empty a cart filled since.
 */
export const PENDING_PAYMENT_KEY = 'pending-payment';

export function rememberPendingPayment(storage: KeyValueStorage, pid: string): void {
  try {
    storage.setItem(PENDING_PAYMENT_KEY, pid);
  } catch {
    // Storage disabled: the return then leaves the cart as it is, which loses nothing.
  }
}

/** Whether `pid` is this browser's pending checkout; if so it is forgotten, so only one return counts. */
export function takePendingPayment(storage: Pick<Storage, 'getItem' | 'removeItem'>, pid: string): boolean {
  try {
    if (storage.getItem(PENDING_PAYMENT_KEY) !== pid) return false;
    storage.removeItem(PENDING_PAYMENT_KEY);
    return true;
  } catch {
    return false;
  }
}

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

/**
 * Whether a failed update may pass: no answer (network, CMS down), a 5xx (the storefront's proxy answers
 * 502 when the CMS is unreachable), a timeout or a rate limit. Only the API's own refusal (a 4xx with its
 * failure envelope: unknown payment, not paid) is final.
 */
export function isTransientFailure(err: unknown): boolean {
  if (err instanceof NetworkError) return true;
  if (!(err instanceof ApiError)) return false;
  if (err.status >= 500 || err.status === 408 || err.status === 429) return true;
  return !err.fromApi;
}

/** Waits between tries: 1 s doubling to 8 s, for at most a minute after the first try. */
export const RETRY_POLICY = { firstDelayMs: 1000, maxDelayMs: 8000, windowMs: 60_000 };

export interface RetryDeps {
  policy?: typeof RETRY_POLICY;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `call` until it succeeds, fails for good (not isTransientFailure), or the retry window is over; the
 * last try falls at the window's end. The last error is thrown.
 */
export async function retryTransient<T>(
  call: () => Promise<T>,
  { policy = RETRY_POLICY, now = Date.now, sleep = defaultSleep }: RetryDeps = {},
): Promise<T> {
  const deadline = now() + policy.windowMs;
  let delay = policy.firstDelayMs;
  for (;;) {
    try {
      return await call();
    } catch (err) {
      const left = deadline - now();
      if (!isTransientFailure(err) || left <= 0) throw err;
      await sleep(Math.min(delay, left));
      delay = Math.min(delay * 2, policy.maxDelayMs);
    }
  }
}

const inFlight = new Map<string, Promise<string>>();

export interface CompletePaymentDeps {
  provider: PaymentProvider;
  storage: KeyValueStorage;
  updateOrder: (provider: PaymentProvider, pid: string) => Promise<string>;
  retry?: RetryDeps;
}

/**
 * The order number (without '#') for a returned payment: from this session's marker when the pid was
 * handled already, else from one `update-order` call (tried again while the CMS is unreachable) shared by
 * every caller while it runs. A failure is not remembered, so a later visit may try again.
 */
export function completePayment(pid: string, deps: CompletePaymentDeps): Promise<string> {
  const known = handledOrderNo(deps.storage, pid);
  if (known !== null) return Promise.resolve(known);
  const running = inFlight.get(pid);
  if (running) return running;
  const call = retryTransient(() => deps.updateOrder(deps.provider, pid), deps.retry).then(
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
