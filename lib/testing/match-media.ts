/**
 * jsdom has no `window.matchMedia`; react-hot-toast asks it about reduced motion. Tests that render
 * notifications install this one, which matches no query.
 */
export function stubMatchMedia(): void {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList;
}
