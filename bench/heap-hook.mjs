// Loaded into the sale section's storefronts and CMSs with NODE_OPTIONS=--import: after each full garbage
// collection, writes the V8 heap still in use (what the process really keeps) to
// BENCH_HEAP_DIR/<pid>.json, so the report can tell memory that grows because V8 keeps more heap
// reserved from memory that grows because something keeps more data (a leak, a cache filling).
import { renameSync, writeFileSync } from 'node:fs';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import path from 'node:path';

const dir = process.env.BENCH_HEAP_DIR;
if (dir) {
  const file = path.join(dir, `${process.pid}.json`);
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((e) => e.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)) return;
    const { heapUsed, heapTotal, rss } = process.memoryUsage();
    // Written whole under another name first, so a reader never sees half a file.
    writeFileSync(`${file}.tmp`, JSON.stringify({ heapUsed, heapTotal, rss, at: Date.now() }));
    renameSync(`${file}.tmp`, file);
  });
  observer.observe({ entryTypes: ['gc'] });
}
