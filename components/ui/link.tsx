import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The shop's links: next/link without prefetching on sight. A page of cards would otherwise fetch the data
 * and code of every route it shows (about 30 on the home page) as soon as it loads, on a phone's slow
 * connection too. IntentPrefetch in the root layout prefetches a link's route instead when the shopper
 * shows intent (pointer over it, touch, keyboard focus), which still makes the navigation instant.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
