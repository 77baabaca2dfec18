import { act, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { getProductsByIds } from '@/lib/browser-api/catalogue';
import { makeProduct } from '@/store/test-products';
import { useCartStock, type CartStock } from './use-cart-stock';

jest.mock('@/lib/browser-api/catalogue', () => ({ getProductsByIds: jest.fn() }));
const lookUp = jest.mocked(getProductsByIds);

/** Answers each look-up with products of the ids asked for, 3 in stock, once `release` is called. */
function answerLater() {
  const pending: (() => void)[] = [];
  lookUp.mockImplementation(
    (ids) =>
      new Promise((resolve) => {
        pending.push(() => resolve(ids.map((id) => makeProduct({ id, quantity: 3 }))));
      }),
  );
  return () => act(async () => pending.splice(0).forEach((release) => release()));
}

let view: { current: CartStock };

/** The hook under strict mode, as the shop runs it; returns a function that re-renders it with other ids. */
function mount(ids: number[]) {
  const hook = renderHook((props: { ids: number[] }) => useCartStock(props.ids), {
    initialProps: { ids },
    wrapper: StrictMode,
  });
  view = hook.result;
  return (next: number[]) => hook.rerender({ ids: next });
}

const idsIn = (stock: CartStock) => stock.data?.map((p) => p.id);

beforeEach(() => lookUp.mockReset());
// The hook keeps the tab's last answer for the next page (a module-level cache), so each test asks for ids
// of its own.

it('asks once for the lines when the page opens, under strict mode too, and is loading until then', async () => {
  const release = answerLater();
  mount([12, 11]);
  expect(lookUp).toHaveBeenCalledTimes(1);
  expect(lookUp).toHaveBeenCalledWith([11, 12]);
  expect(view.current).toMatchObject({ data: undefined, isLoading: true, error: undefined });
  await release();
  expect(idsIn(view.current)).toEqual([11, 12]);
  expect(view.current.isLoading).toBe(false);
});

it('asks nothing when a line is removed or its quantity changes, and keeps its records', async () => {
  const release = answerLater();
  const update = mount([21, 22]);
  await release();
  update([21]);
  update([21]);
  expect(lookUp).toHaveBeenCalledTimes(1);
  expect(idsIn(view.current)).toEqual([21, 22]);
  expect(view.current.isLoading).toBe(false);
});

it('asks again when a line without a record joins, showing no records until the answer', async () => {
  const release = answerLater();
  const update = mount([31]);
  await release();
  update([31, 33]);
  expect(lookUp).toHaveBeenLastCalledWith([31, 33]);
  expect(view.current).toMatchObject({ data: undefined, isLoading: true });
  await release();
  expect(idsIn(view.current)).toEqual([31, 33]);
});

it('keeps only the latest answer when an older one comes back after it', async () => {
  const answers: ((ids: number[]) => void)[] = [];
  lookUp.mockImplementation(
    (ids) =>
      new Promise((resolve) => {
        answers.push((quantities) =>
          resolve(ids.map((id, i) => makeProduct({ id, quantity: quantities[i] ?? 0 }))),
        );
      }),
  );
  const update = mount([41]);
  update([41, 42]);
  await act(async () => answers[1]!([5, 5]));
  await act(async () => answers[0]!([9]));
  expect(view.current.data?.map((p) => p.quantity)).toEqual([5, 5]);
});

it('reports a failed look-up without retrying, and asks again on mutate', async () => {
  lookUp.mockRejectedValueOnce(new Error('offline'));
  mount([51]);
  await act(async () => {});
  expect(view.current).toMatchObject({ data: undefined, isLoading: false });
  expect(view.current.error?.message).toBe('offline');
  expect(lookUp).toHaveBeenCalledTimes(1);

  const release = answerLater();
  act(() => view.current.mutate());
  expect(lookUp).toHaveBeenCalledTimes(2);
  expect(view.current.isLoading).toBe(true);
  await release();
  expect(view.current).toMatchObject({ error: undefined, isLoading: false });
  expect(idsIn(view.current)).toEqual([51]);
});

it('shows the last answer at once on the next page that needs it, while it asks again', async () => {
  const release = answerLater();
  mount([64, 65]);
  await release();
  lookUp.mockClear();
  mount([65]);
  expect(idsIn(view.current)).toEqual([64, 65]);
  expect(lookUp).toHaveBeenCalledWith([65]);
});

it('asks nothing for an empty cart', () => {
  mount([]);
  expect(lookUp).not.toHaveBeenCalled();
  expect(view.current).toMatchObject({ data: undefined, isLoading: false });
});
