import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SHOP_NAME } from '@/lib/constants';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(process.env.SITE_URL || 'http://localhost:3000'),
  title: { default: `${SHOP_NAME} | Plants, Garden & Nepalese Groceries`, template: `%s | ${SHOP_NAME}` },
  description: 'Plants, garden goods, Nepalese groceries and handicrafts, delivered across the USA.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
