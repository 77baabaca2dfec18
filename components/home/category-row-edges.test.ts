import { rowEdges, sameEdges } from './category-row-edges';

describe('category row edges', () => {
  it('is at the start before scrolling, at the end after the last slide', () => {
    expect(rowEdges(0, 390, 1950)).toEqual({ atStart: true, atEnd: false, fits: false });
    expect(rowEdges(390, 390, 1950)).toEqual({ atStart: false, atEnd: false, fits: false });
    expect(rowEdges(1560, 390, 1950)).toEqual({ atStart: false, atEnd: true, fits: false });
  });

  it('allows a pixel of slack for fractional scroll positions', () => {
    expect(rowEdges(0.6, 390, 1950)).toMatchObject({ atStart: true });
    expect(rowEdges(1559.4, 390, 1950)).toMatchObject({ atEnd: true });
  });

  it('fits when every slide is in view', () => {
    expect(rowEdges(0, 1000, 1000)).toEqual({ atStart: true, atEnd: true, fits: true });
  });

  it('compares edges by value', () => {
    expect(sameEdges(rowEdges(0, 390, 1950), rowEdges(0.5, 390, 1950))).toBe(true);
    expect(sameEdges(rowEdges(0, 390, 1950), rowEdges(390, 390, 1950))).toBe(false);
  });
});
