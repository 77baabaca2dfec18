// The sale section's pure pieces: percentiles, the shoppers' mix, growth and ratio figures. No I/O, so
// bench/sale.test.mjs checks them without starting anything.
import { percentile } from './load.mjs';

/** p50, p95 and p99 (nearest rank) of ascending `sorted` values; null each when there are none. */
export function percentiles(sorted) {
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}
