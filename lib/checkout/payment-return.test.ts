import { ApiError, NetworkError } from '../browser-api/client';
import {
  HANDLED_PAYMENTS_KEY,
  PENDING_PAYMENT_KEY,
  RETRY_POLICY,
  completePayment,
  handledOrderNo,
  isTransientFailure,
  orderNoDigits,
  readReturnQuery,
  rememberPendingPayment,
  retryTransient,
  takePendingPayment,
} from './payment-return';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('readReturnQuery', () => {
  it('reads the payment id, treats redirect_status=failed as a failure and no id as missing', () => {
    expect(readReturnQuery(new URLSearchParams('payment_intent=pi_1&redirect_status=succeeded'))).toEqual({
      kind: 'pid',
      pid: 'pi_1',
      redirected: true,
    });
    expect(readReturnQuery(new URLSearchParams('payment_intent=pi_1'))).toEqual({
      kind: 'pid',
      pid: 'pi_1',
      redirected: false,
    });
    expect(readReturnQuery(new URLSearchParams('payment_intent=pi_1&redirect_status=failed'))).toEqual({
      kind: 'failed',
      pid: 'pi_1',
    });
    expect(readReturnQuery(new URLSearchParams('payment_intent='))).toEqual({ kind: 'missing' });
    expect(readReturnQuery(new URLSearchParams(''))).toEqual({ kind: 'missing' });
  });
});

it('orderNoDigits drops the leading #', () => {
  expect(orderNoDigits('#1007')).toBe('1007');
  expect(orderNoDigits('1007')).toBe('1007');
});

describe('completePayment', () => {
  it('calls update-order once for callers arriving together (strict mode) and remembers the order number', async () => {
    const storage = memoryStorage();
    let resolve: (no: string) => void = () => {};
    const updateOrder = jest.fn(() => new Promise<string>((r) => (resolve = r)));
    const first = completePayment('pi_a', { provider: 'test', storage, updateOrder });
    const second = completePayment('pi_a', { provider: 'test', storage, updateOrder });
    resolve('#1007');
    await expect(first).resolves.toBe('1007');
    await expect(second).resolves.toBe('1007');
    expect(updateOrder).toHaveBeenCalledTimes(1);
    expect(updateOrder).toHaveBeenCalledWith('test', 'pi_a');
    expect(handledOrderNo(storage, 'pi_a')).toBe('1007');
  });

  it('does not call again for a pid already handled in this session (a reload)', async () => {
    const storage = memoryStorage({ [HANDLED_PAYMENTS_KEY]: JSON.stringify({ pi_b: '1008' }) });
    const updateOrder = jest.fn(async () => '#9999');
    await expect(completePayment('pi_b', { provider: 'test', storage, updateOrder })).resolves.toBe('1008');
    expect(updateOrder).not.toHaveBeenCalled();
  });

  it('does not remember a failure, so a later visit may try again', async () => {
    const storage = memoryStorage();
    const updateOrder = jest
      .fn<Promise<string>, [string, string]>()
      .mockRejectedValueOnce(new Error('402'))
      .mockResolvedValueOnce('#1009');
    await expect(completePayment('pi_c', { provider: 'test', storage, updateOrder })).rejects.toThrow('402');
    await expect(completePayment('pi_c', { provider: 'test', storage, updateOrder })).resolves.toBe('1009');
    expect(updateOrder).toHaveBeenCalledTimes(2);
  });

  it('survives a corrupt marker in storage', async () => {
    const storage = memoryStorage({ [HANDLED_PAYMENTS_KEY]: '{not json' });
    const updateOrder = jest.fn(async () => '#1010');
    await expect(completePayment('pi_d', { provider: 'test', storage, updateOrder })).resolves.toBe('1010');
  });
});

describe('pending payment marker', () => {
  it('matches only the payment of the checkout started last, and only once', () => {
    const storage = memoryStorage();
    rememberPendingPayment(storage, 'pi_old');
    rememberPendingPayment(storage, 'pi_new');
    expect(takePendingPayment(storage, 'pi_old')).toBe(false);
    expect(takePendingPayment(storage, 'pi_new')).toBe(true);
    expect(takePendingPayment(storage, 'pi_new')).toBe(false);
    expect(storage.getItem(PENDING_PAYMENT_KEY)).toBeNull();
  });
});

describe('isTransientFailure', () => {
  it('passes network failures, 5xx (the proxy’s 502), timeouts and rate limits', () => {
    expect(isTransientFailure(new NetworkError('Failed to fetch'))).toBe(true);
    expect(isTransientFailure(new ApiError(502, 'The CMS cannot be reached', undefined, true))).toBe(true);
    expect(isTransientFailure(new ApiError(503, 'The server answered 503'))).toBe(true);
    expect(isTransientFailure(new ApiError(429, 'Too many requests', undefined, true))).toBe(true);
    expect(isTransientFailure(new ApiError(408, 'Timeout', undefined, true))).toBe(true);
    // A 4xx that is not the API's envelope came from something in between, not from the CMS.
    expect(isTransientFailure(new ApiError(404, 'The server answered 404'))).toBe(true);
  });

  it('takes the API’s own 4xx refusal as final', () => {
    expect(isTransientFailure(new ApiError(402, 'Payment not completed', undefined, true))).toBe(false);
    expect(isTransientFailure(new ApiError(404, 'Unknown payment', undefined, true))).toBe(false);
    expect(isTransientFailure(new Error('a bug'))).toBe(false);
  });
});

describe('retryTransient', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const down = () => new ApiError(502, 'The CMS cannot be reached', undefined, true);

  /** Lets the retry loop run up to its next wait, then moves the fake clock by `ms`. */
  async function advance(ms: number) {
    await jest.advanceTimersByTimeAsync(ms);
  }

  it('tries again after 1, 2, 4, 8, 8 … seconds until the CMS answers', async () => {
    const call = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(down())
      .mockRejectedValueOnce(new NetworkError('Failed to fetch'))
      .mockRejectedValueOnce(down())
      .mockResolvedValueOnce('#1007');
    const result = retryTransient(call);
    await advance(0);
    expect(call).toHaveBeenCalledTimes(1);
    await advance(999);
    expect(call).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(call).toHaveBeenCalledTimes(2);
    await advance(2000);
    expect(call).toHaveBeenCalledTimes(3);
    await advance(3999);
    expect(call).toHaveBeenCalledTimes(3);
    await advance(1);
    expect(call).toHaveBeenCalledTimes(4);
    await expect(result).resolves.toBe('#1007');
  });

  it('stops at once on the API’s refusal', async () => {
    const refusal = new ApiError(402, 'Payment not completed', undefined, true);
    const call = jest.fn<Promise<string>, []>().mockRejectedValueOnce(down()).mockRejectedValue(refusal);
    const result = retryTransient(call);
    const settled = expect(result).rejects.toBe(refusal);
    await advance(1000);
    await settled;
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('gives up with the last failure when the CMS is still down after a minute', async () => {
    const call = jest.fn<Promise<string>, []>().mockImplementation(async () => {
      throw down();
    });
    const result = retryTransient(call);
    const settled = expect(result).rejects.toMatchObject({ status: 502 });
    // Tries at 0, 1, 3, 7, 15, 23, 31, 39, 47, 55 and the last one at the window's end (60 s).
    await advance(RETRY_POLICY.windowMs - 1);
    expect(call).toHaveBeenCalledTimes(10);
    await advance(1);
    await settled;
    expect(call).toHaveBeenCalledTimes(11);
  });
});

describe('completePayment while the CMS is down', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps trying, then remembers the order number', async () => {
    const storage = memoryStorage();
    const updateOrder = jest
      .fn<Promise<string>, [string, string]>()
      .mockRejectedValueOnce(new NetworkError('Failed to fetch'))
      .mockResolvedValueOnce('#1011');
    const result = completePayment('pi_e', { provider: 'test', storage, updateOrder });
    await jest.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('1011');
    expect(updateOrder).toHaveBeenCalledTimes(2);
    expect(handledOrderNo(storage, 'pi_e')).toBe('1011');
  });
});
