import type { Metadata } from 'next';
import { ContactPageView } from '@/components/content/contact-page';
import { getContactPage } from '@/lib/cms-client/content';
import { SHOP_NAME } from '@common/constants';

export async function generateMetadata(): Promise<Metadata> {
  const contact = await getContactPage();
  const description = contact
    ? `Call ${contact.phone}, email ${contact.email} or visit us at ${contact.address}.`
    : `Questions about an order or a product? Get in touch with ${SHOP_NAME}.`;
  return {
    title: 'Contact Us',
    description,
    alternates: { canonical: '/contact' },
    openGraph: { title: 'Contact Us', description, url: '/contact', type: 'website' },
  };
}

export default async function ContactPage() {
  return <ContactPageView contact={await getContactPage()} />;
}
