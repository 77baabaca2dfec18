// The orders bench/seed-orders.ts writes, shared with the orders section (bench/orders.mjs) that checks the
// totals the console's list states for them.

/** The statuses the seeded orders cycle through, as in a running shop: mostly completed. */
export const STATUS_CYCLE = [
  'processing',
  'shipped',
  'completed',
  'completed',
  'completed',
  'refunded',
  'canceled',
];

/** The status of the filtered page; the seed's order g has STATUS_CYCLE[g % 7]. */
export const FILTER_STATUS = 'processing';

/**
 * How many of `n` seeded orders have FILTER_STATUS: g = 7, 14, … ≤ n.
 * @param {number} n
 */
export const filteredCount = (n) => Math.floor(n / STATUS_CYCLE.length);
