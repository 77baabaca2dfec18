// The virtual shoppers of the sale section. Each has its own loopback address, its own keep-alive
// connections, its own cart (as the browser's localStorage would hold it) and its own session cookie, and
// goes to one of the storefronts (as a load balancer would keep it there). A visit is one journey of the mix
// (sale-stats.mjs), with think times between pages, all through the storefront as a browser sees it: pages,
// and the storefront's /api/v1 proxy for what the browser's code asks for.
import { pickJourney, thinkMs } from './sale-stats.mjs';
import { placeOrderBody } from './checkout-load.mjs';
import { errorKind, shopperAddress, virtualClient } from './virtual-client.mjs';

const TEST_CARD = '4242 4242 4242 4242';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A small seeded random generator (mulberry32), so a run's choices repeat for the same seed. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Runs `count` shoppers for `seconds`. `catalogue` has `browse` (products anyone may look at), `buy`
 * (products the shoppers may put in carts, never the owner's), `categories` and `words` (search texts).
 * `recorder` is a StepRecorder; `onPaid(order)` is told of each paid order (for freshness and the check
 * that nothing was lost). Returns the visits made per journey.
 */
export async function runShoppers({
  count,
  seconds,
  webUrls,
  catalogue,
  recorder,
  think,
  onPaid,
  addressBlock = 30,
  seed = 42,
}) {
  const stopAt = performance.now() + seconds * 1000;
  const visits = { browse: 0, search: 0, cart: 0, pay: 0 };
  const shopper = async (n) => {
    const rand = seededRandom(seed + n);
    const client = virtualClient(shopperAddress(n, addressBlock));
    const web = webUrls[n % webUrls.length];
    const cart = new Map();
    const any = (list) => list[Math.floor(rand() * list.length)];
    const get = async (step, path) => {
      const r = await client.request('GET', `${web}${path}`);
      recorder.record(step, r.ms, errorKind(r));
      return r;
    };
    const post = async (step, path, json) => {
      // A browser's own origin: the storefront's proxy refuses a POST without it (lib/session/proxy.ts).
      const r = await client.request('POST', `${web}${path}`, { json, headers: { origin: web } });
      recorder.record(step, r.ms, errorKind(r));
      return r.status === 200 && r.json?.status === true ? r.json.data : null;
    };
    const pause = () => sleep(Math.min(thinkMs(rand(), think), Math.max(0, stopAt - performance.now())));
    const cartItems = () => [...cart].map(([id, qty]) => ({ product_id: id, qty, price: 1 }));

    const journeys = {
      async browse() {
        await get('home', '/');
        await pause();
        await get('category', `/filter?cat=${encodeURIComponent(any(catalogue.categories))}`);
        await pause();
        await get('product', `/product/${encodeURIComponent(any(catalogue.browse).slug)}`);
      },
      async search() {
        const word = any(catalogue.words);
        // Suggestions as the shopper types: three characters, five, then the word.
        for (const q of new Set([word.slice(0, 3), word.slice(0, 5), word])) {
          await get('suggest', `/api/v1/product/suggest?q=${encodeURIComponent(q)}`);
          await sleep(Math.min(300, think.min));
        }
        await get('search', `/filter?q=${encodeURIComponent(word)}`);
      },
      async cart() {
        const product = any(catalogue.buy);
        await get('product', `/product/${encodeURIComponent(product.slug)}`);
        cart.set(product.id, Math.min(2, (cart.get(product.id) ?? 0) + 1));
        await pause();
        await get('cart', '/cart');
        await get('cart stock', `/api/v1/product/get-all-ids?ids=${[...cart.keys()].join(',')}`);
      },
      async pay() {
        if (cart.size === 0) {
          const product = any(catalogue.buy);
          await get('product', `/product/${encodeURIComponent(product.slug)}`);
          cart.set(product.id, 1);
          await pause();
        }
        await get('checkout', '/checkout');
        const items = cartItems();
        const started = await post('initiate', '/api/v1/order/test-initiate', { items });
        if (!started) return cart.clear();
        await pause();
        const placed = await post(
          'placeorder',
          '/api/v1/order/placeorder',
          placeOrderBody(started.pid, items, n),
        );
        if (!placed) return cart.clear();
        // The stock left the shelf here: the purchase's freshness is timed from this moment.
        const placedAt = performance.now();
        const paid = await post('confirm', '/api/v1/payments/test/confirm', {
          client_secret: started.client_secret,
          card_number: TEST_CARD,
        });
        if (paid?.outcome !== 'succeeded') return cart.clear();
        const updated = await post('update-order', '/api/v1/order/test/update-order', { pid: started.pid });
        if (updated) onPaid?.({ pid: started.pid, orderNo: updated.order_no, items, placedAt });
        cart.clear();
      },
    };

    // Arrivals spread over the first think time, not all at one instant.
    await sleep(rand() * think.max);
    while (performance.now() < stopAt) {
      const journey = pickJourney(rand());
      visits[journey]++;
      await journeys[journey]();
      await pause();
    }
    client.close();
  };
  await Promise.all(Array.from({ length: count }, (_, n) => shopper(n)));
  return visits;
}
