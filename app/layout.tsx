import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Analytics } from '@/components/layout/analytics';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { IntentPrefetch } from '@/components/layout/intent-prefetch';
import { ToastHost } from '@/components/ui/toast-host';
import { SHOP_NAME } from '@common/constants';
import { HOME_TITLE, SITE_DESCRIPTION, siteUrl } from '@/lib/seo/site';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: HOME_TITLE, template: `%s | ${SHOP_NAME}` },
  description: SITE_DESCRIPTION,
  applicationName: SHOP_NAME,
  openGraph: { type: 'website', siteName: SHOP_NAME, locale: 'en_US' },
  twitter: { card: 'summary_large_image' },
};

export const viewport: Viewport = {
  themeColor: '#B6101D',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col bg-white text-gray-800 antialiased">
        <Header />
        <div className="flex-1">{children}</div>
        <Footer />
        <ToastHost />
        <IntentPrefetch />
        <Analytics />
      </body>
    </html>
  );
}
