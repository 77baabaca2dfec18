/**
 * Server-side paging of a list (the /filter page shows FILTER_PAGE_SIZE items per page). Pages are
 * numbered from 1. A page past the last one is not clamped: it is simply empty, so a stale or hand-typed
 * link shows 'No items to show' instead of silently repeating the last page under another URL.
 */

/** Number of pages needed for `total` items; 0 when there is nothing to show. */
export function pageCount(total: number, size: number): number {
  if (!Number.isFinite(total) || total <= 0 || size <= 0) return 0;
  return Math.ceil(total / size);
}

/**
 * The page number a query value asks for: a plain positive whole number, otherwise 1 (so `?page=abc`,
 * `?page=0`, `?page=-2`, `?page=1.5` and a repeated parameter all mean the first page).
 */
export function parsePage(raw: string | string[] | undefined | null): number {
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw.trim())) return 1;
  const n = Number(raw.trim());
  return n >= 1 ? n : 1;
}

/** `page` brought into 1..count (1 when there are no pages). */
export function clampPage(page: number, count: number): number {
  if (count <= 0 || !Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), count);
}

/** The items on `page`; empty when the page lies past the end. */
export function pageSlice<T>(items: readonly T[], page: number, size: number): T[] {
  if (page < 1 || size <= 0) return [];
  const start = (page - 1) * size;
  return items.slice(start, start + size);
}

export type PageLink = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: string };

/**
 * The page numbers a pagination bar shows: always the first and last page, the current page with
 * `siblings` neighbours on each side, and a gap marker where numbers are skipped. A gap never hides a
 * single page (that page is shown instead), so the bar never reads "1 … 3".
 */
export function pageWindow(current: number, count: number, siblings = 1): PageLink[] {
  if (count <= 0) return [];
  const pages = new Set<number>([1, count]);
  for (let p = current - siblings; p <= current + siblings; p++) if (p >= 1 && p <= count) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: PageLink[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) out.push({ kind: 'page', page: p - 1, current: p - 1 === current });
    else if (p - previous > 2) out.push({ kind: 'gap', key: `gap-${previous}-${p}` });
    out.push({ kind: 'page', page: p, current: p === current });
    previous = p;
  }
  return out;
}

/**
 * A link to `page` of `path` keeping the other query parameters. Empty parameters are dropped and page 1
 * carries no `page` parameter, so every page has exactly one URL.
 */
export function pageHref(path: string, params: Record<string, string | undefined>, page: number): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key !== 'page' && value) search.set(key, value);
  }
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
