'use client';

import { useState } from 'react';
import { LineIcon } from '@/components/ui/line-icon';
import { useHydrated } from '@/store/use-hydrated';
import { SearchForm, SearchFormFromUrl, type SearchCategory } from './search-form';

/**
 * The header's search: inline on wider screens; on small screens hidden until the search icon is tapped.
 *
 * The form shows the URL's q and cat only once the page has hydrated; the server's HTML has it empty. It
 * was read with useSearchParams inside Suspense, which the server cannot answer for a cached page: every
 * render bailed the box out to the browser, which showed the same empty form first too. Dropping the
 * bail-out took a product page's first render from 68 to 62 ms of CPU, medians side by side (issue #42,
 * docs/adr/0107-header-search-reads-the-url-in-the-browser.md).
 */
export function HeaderSearch({ categories }: { categories: SearchCategory[] }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls="header-search"
        aria-label={open ? 'Close search' : 'Open search'}
        className="order-2 ml-auto rounded-full p-1.5 text-gray-700 hover:bg-gray-100 md:hidden"
      >
        <LineIcon>
          {open ? (
            <path d="M6 6l12 12M18 6 6 18" />
          ) : (
            <>
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </>
          )}
        </LineIcon>
      </button>
      <div
        id="header-search"
        className={`order-4 w-full pb-3 md:order-2 md:block md:max-w-2xl md:flex-1 md:pb-0 ${open ? 'block' : 'hidden'}`}
      >
        {hydrated ? <SearchFormFromUrl categories={categories} /> : <SearchForm categories={categories} />}
      </div>
    </>
  );
}
