import {
  filterQuery,
  isIndexable,
  parseFilterParams,
  listingParams,
  LISTING_CAT_PATTERN,
  LISTING_PAGE_PATTERN,
} from './filter-params';

describe('parseFilterParams', () => {
  it('reads search text, category, sorts and page', () => {
    expect(
      parseFilterParams({
        q: ' money plant ',
        cat: 'indoor-plants',
        sort: 'oldest',
        price: 'low_to_high',
        page: '2',
      }),
    ).toEqual({ q: 'money plant', cat: 'indoor-plants', sort: 'oldest', price: 'low_to_high', page: 2 });
  });

  it('treats missing, unknown and repeated values as no filter', () => {
    expect(parseFilterParams({})).toEqual({ q: '', cat: '', sort: undefined, price: undefined, page: 1 });
    expect(parseFilterParams({ sort: 'cheapest', price: 'HIGH', page: 'x' })).toMatchObject({
      sort: undefined,
      price: undefined,
      page: 1,
    });
    expect(parseFilterParams({ q: ['tea', 'pot'], page: ['2', '3'] })).toMatchObject({ q: 'tea', page: 1 });
  });

  it('caps very long search text', () => {
    expect(parseFilterParams({ q: 'a'.repeat(5000) }).q).toHaveLength(200);
  });
});

describe('filterQuery and isIndexable', () => {
  it('keeps everything but the page', () => {
    const p = parseFilterParams({ q: 'tea', cat: 'teas-snacks', price: 'high_to_low', page: '3' });
    expect(filterQuery(p)).toEqual({ q: 'tea', cat: 'teas-snacks', sort: undefined, price: 'high_to_low' });
  });

  it('indexes the catalogue and category lists, not searches or re-sorted lists', () => {
    expect(isIndexable(parseFilterParams({}))).toBe(true);
    expect(isIndexable(parseFilterParams({ cat: 'handicrafts', page: '2' }))).toBe(true);
    expect(isIndexable(parseFilterParams({ q: 'x' }))).toBe(false);
    expect(isIndexable(parseFilterParams({ sort: 'newest' }))).toBe(false);
    expect(isIndexable(parseFilterParams({ price: 'low_to_high' }))).toBe(false);
  });
});

describe('listingParams', () => {
  it('reads the category slug and page the rewrites pass on', () => {
    expect(listingParams('teas-snacks', '3')).toEqual({
      q: '',
      cat: 'teas-snacks',
      sort: undefined,
      price: undefined,
      page: 3,
    });
    expect(listingParams(null, '1')).toEqual({ q: '', cat: '', sort: undefined, price: undefined, page: 1 });
  });

  it('refuses what no rewrite produces, so such paths are 404s and never cached', () => {
    for (const page of ['0', '01', 'abc', '1.5', '-1', '1234567890', ''])
      expect(listingParams(null, page)).toBeNull();
    for (const cat of ['Teas', 'teas snacks', 'teas%20snacks', '', 'a'.repeat(101)])
      expect(listingParams(cat, '1')).toBeNull();
  });
});

describe('the list rewrites in next.config.mjs', () => {
  it('match exactly the category slugs and pages listingParams accepts', async () => {
    // next.config.mjs cannot import TypeScript, so it keeps its own copy of the two patterns.
    const { default: config } = (await import('../next.config.mjs')) as {
      default: { rewrites: () => Promise<{ beforeFiles: { has?: { key: string; value?: string }[] }[] }> };
    };
    const values = (await config.rewrites()).beforeFiles
      .flatMap((r) => r.has ?? [])
      .filter((h) => h.value !== undefined);
    const inner = (pattern: RegExp) => pattern.source.replace(/^\^/, '').replace(/\$$/, '');
    const expected = {
      cat: `(?<cat>${inner(LISTING_CAT_PATTERN)})`,
      page: `(?<page>${inner(LISTING_PAGE_PATTERN)})`,
    };
    expect(values.length).toBeGreaterThan(0);
    for (const { key, value } of values) expect(value).toBe(expected[key as keyof typeof expected]);
  });
});
