import {
  HANDLED_PAYMENTS_KEY,
  completePayment,
  handledOrderNo,
  orderNoDigits,
  readReturnQuery,
} from './payment-return';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('readReturnQuery', () => {
  it('reads the payment id, treats redirect_status=failed as a failure and no id as missing', () => {
    expect(readReturnQuery(new URLSearchParams('payment_intent=pi_1&redirect_status=succeeded'))).toEqual({
      kind: 'pid',
      pid: 'pi_1',
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
