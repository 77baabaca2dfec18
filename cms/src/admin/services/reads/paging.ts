import { sql } from 'drizzle-orm';

/** One page of a list, as react-admin's list dialect asks for it (`range=[offset, offset+limit-1]`). */
export interface Page {
  offset: number;
  limit: number;
}

export interface Paged<T> {
  rows: T[];
  /** Every row the filters match, for `Content-Range`. */
  total: number;
}

export const MAX_PAGE_SIZE = 100;

/** Clamps a page to sane bounds, so no request can ask for a million rows or a negative offset. */
export function clampPage(page: Page): Page {
  const limit = Math.min(Math.max(Math.trunc(page.limit) || 25, 1), MAX_PAGE_SIZE);
  return { offset: Math.max(Math.trunc(page.offset) || 0, 0), limit };
}

/** `%text%` for LIKE with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The total of a count(*) query (bigint arrives as a string from node-postgres, a number from PGlite). */
export const countOf = (rows: { n: number | string }[]) => Number(rows[0]?.n ?? 0);

export const countStar = sql<number | string>`count(*)`;
