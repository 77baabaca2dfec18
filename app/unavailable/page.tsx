import type { Metadata } from 'next';
import { UnavailableView } from '@/components/layout/unavailable-view';

export const metadata: Metadata = {
  title: 'Briefly unavailable',
  robots: { index: false },
};

/**
 * Prerendered with the shop's header and footer, so that it needs no CMS when it is shown: the shop's
 * server sends it, with status 503 and Retry-After, for a page the CMS cannot render and the server has
 * no good copy of (server/last-good-pages.mjs, docs/adr/0015-last-good-copy-during-an-outage.md).
 */
export default function UnavailablePage() {
  return <UnavailableView />;
}
