/** Banner artwork is about 2000x490; the box keeps that ratio so the page does not jump while it loads. */
export const BANNER_ASPECT = 'aspect-[2000/490]';
/** The banner spans the page (at most 1280px wide minus padding); on small screens a row item is ~88vw. */
export const BANNER_SIZES = '(min-width: 1280px) 1248px, (min-width: 768px) 100vw, 88vw';
