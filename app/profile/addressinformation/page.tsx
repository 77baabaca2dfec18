import type { Metadata } from 'next';
import { AddressInfo } from '@/components/profile/address-info';

export const metadata: Metadata = { title: 'Address Book' };

export default function AddressInformationPage() {
  return <AddressInfo />;
}
