import type { Metadata } from 'next';
import { PolicyPageView } from '@/components/content/policy-page';
import { getPolicyPage } from '@/lib/cms-client/content';
import { contentMetadata } from '@/lib/content-metadata';

const FALLBACK_TITLE = 'Privacy Policy';

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPolicyPage('privacy');
  return contentMetadata({
    title: page?.title || FALLBACK_TITLE,
    html: page?.description,
    fallbackDescription: 'What personal information we collect, why, and the choices you have.',
    path: '/privacy-policy',
  });
}

export default async function PrivacyPage() {
  const page = await getPolicyPage('privacy');
  return <PolicyPageView page={page} fallbackTitle={FALLBACK_TITLE} />;
}
