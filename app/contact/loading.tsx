import { ContactSkeleton } from '@/components/content/contact-skeleton';

export default function Loading() {
  return <ContactSkeleton />;
}
