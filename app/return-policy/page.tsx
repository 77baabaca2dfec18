import type { Metadata } from 'next';
import { PolicyPageView } from '@/components/content/policy-page';
import { getPolicyPage } from '@/lib/cms-client/content';
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
  const page = await getPolicyPage('returns');
  return <PolicyPageView page={page} fallbackTitle={FALLBACK_TITLE} />;
}
