/** Where a horizontally scrolling row stands: at its start, at its end, or wholly in view. */
export interface RowEdges {
  atStart: boolean;
  atEnd: boolean;
  fits: boolean;
}

/** A pixel of slack: scroll positions can be fractional on screens that scale. */
const SLACK = 1;

export function rowEdges(scrollLeft: number, clientWidth: number, scrollWidth: number): RowEdges {
  return {
    atStart: scrollLeft <= SLACK,
    atEnd: scrollLeft + clientWidth >= scrollWidth - SLACK,
    fits: scrollWidth <= clientWidth + SLACK,
  };
}

export const sameEdges = (a: RowEdges, b: RowEdges) =>
  a.atStart === b.atStart && a.atEnd === b.atEnd && a.fits === b.fits;
