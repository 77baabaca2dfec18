import type { Metadata } from 'next';
import { AboutPageView } from '@/components/content/about-page';
import { getAboutPage } from '@/lib/cms-client/content';
import { contentMetadata } from '@/lib/content-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const page = await getAboutPage();
  return contentMetadata({
    title: 'About Us',
    html: page?.description,
    fallbackDescription: 'Who we are: a small family shop for plants, garden goods and Nepalese groceries.',
    path: '/about',
  });
}

export default async function AboutPage() {
  return <AboutPageView page={await getAboutPage()} />;
}
