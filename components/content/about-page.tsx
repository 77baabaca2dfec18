import Image from 'next/image';
import type { AboutPage } from '@common/contract';
import { RichText } from './rich-text';

/** About: the optional image (first on the page, so loaded at once) and the rich-text story. */
export function AboutPageView({ page }: { page: AboutPage | null }) {
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="mb-8 text-3xl font-bold text-gray-900">About Us</h1>
      <div className="grid items-start gap-8 md:grid-cols-2">
        {page?.image && (
          <div className="relative aspect-[3/2] overflow-hidden rounded-xl bg-gray-100">
            <Image
              src={page.image}
              alt="Inside our shop"
              fill
              loading="eager"
              fetchPriority="high"
              sizes="(min-width: 1024px) 480px, (min-width: 768px) 50vw, 100vw"
              className="object-cover"
            />
          </div>
        )}
        <div className={page?.image ? '' : 'md:col-span-2'}>
          {page ? (
            <RichText html={page.description} />
          ) : (
            <p className="text-gray-600">This page is not available right now. Please try again later.</p>
          )}
        </div>
      </div>
    </main>
  );
}
