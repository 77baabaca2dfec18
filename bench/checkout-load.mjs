// The checkout's throughput straight at the CMS: `shoppers` guests in parallel, each on its own loopback
// address, each going round the four calls of a card payment as fast as the CMS answers (initiate, place the
// order, pay with the test card, update the order). Counts the paid orders and times each call, so the
// profile says where an order's time goes.
import { percentiles } from './sale-stats.mjs';
import { errorKind, shopperAddress, virtualClient } from './virtual-client.mjs';

export const CHECKOUT_STEPS = ['initiate', 'placeorder', 'confirm', 'update-order'];
const TEST_CARD = '4242 4242 4242 4242';

/** The placeorder body of a guest paying `pid` for `items` (the contract's fields). */
export function placeOrderBody(pid, items, n) {
  return {
    name: `Bench Shopper ${n}`,
    email: `shopper-${n}@bench.example`,
    phone: '6465550142',
    state: 'NY',
    city: 'Queens',
    line1: '12 Garden Lane',
    line2: '',
    postal_code: '11101',
    payment_method: 'card',
    total_amount: 1,
    items,
    billingAddress: null,
    isBillingAndShippingSame: true,
    user_id: null,
    method: 'test',
    pid,
    is_first_order: false,
  };
}

/**
 * One card payment through the CMS's checkout calls; `record(step, result)` gets each call. Returns the
 * order number, or null when a call failed (the failure is recorded).
 */
export async function payOnce(client, apiUrl, items, n, record) {
  const call = async (step, path, json) => {
    const r = await client.request('POST', `${apiUrl}${path}`, { json });
    record(step, r);
    return r.status === 200 && r.json?.status === true ? r.json.data : null;
  };
  const started = await call('initiate', '/order/test-initiate', { items });
  if (!started) return null;
  const placed = await call('placeorder', '/order/placeorder', placeOrderBody(started.pid, items, n));
  if (!placed) return null;
  const paid = await call('confirm', '/payments/test/confirm', {
    client_secret: started.client_secret,
    card_number: TEST_CARD,
  });
  if (paid?.outcome !== 'succeeded') return null;
  const updated = await call('update-order', '/order/test/update-order', { pid: started.pid });
  return updated ? { orderNo: updated.order_no, pid: started.pid, total: started.total } : null;
}

/** A step's figures: requests, p50/p95/p99 in ms, mean (for the time-per-order profile). */
export function stepFigures(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const sum = sorted.reduce((s, t) => s + t, 0);
  return {
    requests: sorted.length,
    ...percentiles(sorted),
    mean: sorted.length ? sum / sorted.length : null,
  };
}

/**
 * `shoppers` parallel guests paying for one or two in-stock products each (`productIds`), for `seconds`.
 * Returns orders per second, each step's figures, the errors by kind and the paid orders (pid, total).
 */
export async function checkoutLoad({ apiUrl, shoppers, seconds, productIds, addressBlock = 20 }) {
  const times = Object.fromEntries(CHECKOUT_STEPS.map((s) => [s, []]));
  const errors = {};
  const paid = [];
  const record = (step, r) => {
    const kind = errorKind(r);
    if (kind) errors[`${step} ${kind}`] = (errors[`${step} ${kind}`] ?? 0) + 1;
    else times[step].push(r.ms);
  };
  const clients = Array.from({ length: shoppers }, (_, i) => virtualClient(shopperAddress(i, addressBlock)));
  const stopAt = performance.now() + seconds * 1000;
  let pick = 0;
  const start = performance.now();
  await Promise.all(
    clients.map(async (client, i) => {
      while (performance.now() < stopAt) {
        const a = productIds[pick++ % productIds.length];
        const b = productIds[pick++ % productIds.length];
        const items = [
          { product_id: a, qty: 1, price: 1 },
          ...(b !== a ? [{ product_id: b, qty: 1, price: 1 }] : []),
        ];
        const order = await payOnce(client, apiUrl, items, i, record);
        if (order) paid.push({ ...order, items });
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  for (const c of clients) c.close();
  return {
    shoppers,
    seconds: elapsed,
    orders: paid.length,
    ordersPerSecond: paid.length / elapsed,
    steps: Object.fromEntries(CHECKOUT_STEPS.map((s) => [s, stepFigures(times[s])])),
    errors,
    paid,
  };
}
