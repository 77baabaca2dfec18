import type { Metadata } from 'next';
import { PolicyPageView } from '@/components/content/policy-page';
import { getPolicyPage } from '@/lib/cms-client/content';
import { getReturnWindowDays } from '@/lib/cms-client/return-window';
import { AFTER_SALE_MSG } from '@common/messages';
import { contentMetadata } from '@/lib/content-metadata';

const FALLBACK_TITLE = 'Return Policy';

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPolicyPage('returns');
  return contentMetadata({
    title: page?.title || FALLBACK_TITLE,
    html: page?.description,
    fallbackDescription: 'How returns, replacements and refunds work for plants, goods and groceries.',
    path: '/return-policy',
  });
}

export default async function ReturnPolicyPage() {
  const [page, days] = await Promise.all([getPolicyPage('returns'), getReturnWindowDays()]);
  // The window is the owner's setting (ADR 0087): stated under their text, so both always agree.
  return (
    <PolicyPageView
      page={page}
      fallbackTitle={FALLBACK_TITLE}
      footnote={days === null ? undefined : AFTER_SALE_MSG.policy(days)}
    />
  );
}
