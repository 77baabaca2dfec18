import {
  clampPage,
  pageCount,
  pageHref,
  pageSlice,
  pageWindow,
  parsePage,
  type PageLink,
} from './pagination';

const labels = (links: PageLink[]) => links.map((l) => (l.kind === 'gap' ? '…' : String(l.page)));

describe('pageCount', () => {
  it('rounds up to whole pages of 20', () => {
    expect(pageCount(88, 20)).toBe(5);
    expect(pageCount(80, 20)).toBe(4);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(1, 20)).toBe(1);
  });

  it('is 0 when there is nothing to show', () => {
    expect(pageCount(0, 20)).toBe(0);
    expect(pageCount(-3, 20)).toBe(0);
    expect(pageCount(10, 0)).toBe(0);
  });
});

describe('parsePage', () => {
  it('reads a positive whole number', () => {
    expect(parsePage('1')).toBe(1);
    expect(parsePage('2')).toBe(2);
    expect(parsePage(' 7 ')).toBe(7);
    expect(parsePage('0003')).toBe(3);
  });

  it('falls back to the first page for anything else', () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('')).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('1.5')).toBe(1);
    expect(parsePage('2abc')).toBe(1);
    expect(parsePage('1e3')).toBe(1);
    expect(parsePage('99999999999999999999')).toBe(1);
    expect(parsePage(['2', '3'])).toBe(1);
  });
});

describe('clampPage', () => {
  it('keeps a page inside 1..count', () => {
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-4, 5)).toBe(1);
  });

  it('is 1 when there are no pages', () => {
    expect(clampPage(4, 0)).toBe(1);
  });
});

describe('pageSlice', () => {
  const items = Array.from({ length: 45 }, (_, i) => i + 1);

  it('returns the items of the page', () => {
    expect(pageSlice(items, 1, 20)).toEqual(items.slice(0, 20));
    expect(pageSlice(items, 2, 20)).toEqual(items.slice(20, 40));
    expect(pageSlice(items, 3, 20)).toEqual([41, 42, 43, 44, 45]);
  });

  it('is empty past the last page (no clamping)', () => {
    expect(pageSlice(items, 4, 20)).toEqual([]);
    expect(pageSlice(items, 0, 20)).toEqual([]);
    expect(pageSlice([], 1, 20)).toEqual([]);
  });
});

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(labels(pageWindow(1, 1))).toEqual(['1']);
    expect(labels(pageWindow(2, 5))).toEqual(['1', '2', '3', '4', '5']);
  });

  it('marks the current page', () => {
    const current = pageWindow(3, 5).filter((l) => l.kind === 'page' && l.current);
    expect(current).toEqual([{ kind: 'page', page: 3, current: true }]);
  });

  it('puts gaps around the current page in a long list', () => {
    expect(labels(pageWindow(10, 20))).toEqual(['1', '…', '9', '10', '11', '…', '20']);
    expect(labels(pageWindow(1, 20))).toEqual(['1', '2', '…', '20']);
    expect(labels(pageWindow(20, 20))).toEqual(['1', '…', '19', '20']);
  });

  it('never hides a single page behind a gap', () => {
    expect(labels(pageWindow(4, 10))).toEqual(['1', '2', '3', '4', '5', '…', '10']);
    expect(labels(pageWindow(7, 10))).toEqual(['1', '…', '6', '7', '8', '9', '10']);
  });

  it('is empty with no pages, and gaps have distinct keys', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    const gaps = pageWindow(10, 20).filter((l) => l.kind === 'gap');
    expect(new Set(gaps.map((g) => (g.kind === 'gap' ? g.key : ''))).size).toBe(2);
  });
});

describe('pageHref', () => {
  it('keeps the other parameters and sets the page', () => {
    expect(pageHref('/filter', { q: 'pot', cat: 'pots-planters', price: 'low_to_high' }, 2)).toBe(
      '/filter?q=pot&cat=pots-planters&price=low_to_high&page=2',
    );
  });

  it('gives page 1 no page parameter and drops empty ones', () => {
    expect(pageHref('/filter', { q: '', cat: 'handicrafts', page: '3' }, 1)).toBe('/filter?cat=handicrafts');
    expect(pageHref('/filter', {}, 1)).toBe('/filter');
  });

  it('encodes & and spaces so they stay inside the search text', () => {
    const href = pageHref('/filter', { q: 'salt & pepper' }, 2);
    expect(href).toBe('/filter?q=salt+%26+pepper&page=2');
    expect(new URL(href, 'http://x').searchParams.get('q')).toBe('salt & pepper');
  });
});
