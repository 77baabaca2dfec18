import { lazy, type ComponentType } from 'react';

/**
 * One screen of a module loaded on demand: the module's code (and the libraries only it imports) is
 * fetched the first time react-admin renders the screen, inside the layout's <Suspense>. react-admin takes
 * the lazy component like any other, so resources are still registered up front and routing is unchanged.
 */
export function lazyScreen<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
