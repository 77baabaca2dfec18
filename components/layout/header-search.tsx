'use client';

import { Suspense, useState } from 'react';
import { LineIcon } from '@/components/ui/line-icon';
import { SearchForm, SearchFormFromUrl, type SearchCategory } from './search-form';

/**
 * The header's search: inline on wider screens; on small screens hidden until the search icon is tapped.
 * Reading the URL happens inside Suspense, so pages stay static (the fallback is the same form, empty).
 */
export function HeaderSearch({ categories }: { categories: SearchCategory[] }) {
  const [open, setOpen] = useState(false);
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
        <Suspense fallback={<SearchForm categories={categories} />}>
          <SearchFormFromUrl categories={categories} />
        </Suspense>
      </div>
    </>
  );
}
