import type { Metadata } from 'next';
import { AddressForm } from '@/components/profile/address-form';

export const metadata: Metadata = { title: 'Address' };

export default function AddressInformationFormPage() {
  return <AddressForm />;
}
