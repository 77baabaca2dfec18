import type { Metadata } from 'next';
import { PolicyPageView } from '@/components/content/policy-page';
import { getPolicyPage } from '@/lib/cms-client/content';
import { contentMetadata } from '@/lib/content-metadata';

const FALLBACK_TITLE = 'Terms and Conditions';

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPolicyPage('terms');
  return contentMetadata({
    title: page?.title || FALLBACK_TITLE,
    html: page?.description,
    fallbackDescription: 'The terms that apply to every order placed with our shop.',
    path: '/termsandconditions',
  });
}

export default async function TermsPage() {
  const page = await getPolicyPage('terms');
  return <PolicyPageView page={page} fallbackTitle={FALLBACK_TITLE} />;
}
