'use client';

import Form from 'next/form';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { LineIcon } from '@/components/ui/line-icon';
import { MSG } from '@common/messages';

export interface SearchCategory {
  slug: string;
  name: string;
}

interface SearchFormProps {
  categories: SearchCategory[];
  q?: string;
  cat?: string;
}

/**
 * Text plus category, submitted as /filter?q=…&cat=… . next/form builds the query string (so `&` and spaces
 * are encoded) and navigates on the client; without JavaScript it is a plain GET form.
 */
const INPUT_CLASS = 'min-w-0 flex-1 bg-transparent px-4 py-2 text-sm outline-none';
const PLACEHOLDER = 'Search plants, spices, tea…';

type Combobox = typeof import('./search-combobox').SearchCombobox;

/**
 * The plain text box until it first gets focus; then the suggestions' code (Headless UI's Combobox) loads
 * and takes its place with what was typed, so a first visit's scripts do not carry it. What was typed is
 * kept in state as it is typed, not read from the box when the code arrives: text typed between the
 * import's end and the swap's render would otherwise be lost (it was, in a browser test under load).
 */
function SearchText({ q }: { q: string }) {
  const [typed, setTyped] = useState(q);
  const [Suggesting, setSuggesting] = useState<Combobox | null>(null);
  const load = (box: HTMLInputElement) => {
    // Text typed before the page's scripts ran fired no change event.
    setTyped(box.value);
    import('./search-combobox').then(
      (m) => setSuggesting(() => m.SearchCombobox),
      () => undefined, // The plain box keeps working without suggestions.
    );
  };
  if (Suggesting) {
    return <Suggesting defaultValue={typed} inputClassName={INPUT_CLASS} placeholder={PLACEHOLDER} />;
  }
  return (
    <input
      type="search"
      name="q"
      defaultValue={q}
      onChange={(e) => setTyped(e.target.value)}
      placeholder={PLACEHOLDER}
      aria-label="Search products"
      className={INPUT_CLASS}
      onFocus={(e) => load(e.currentTarget)}
    />
  );
}

export function SearchForm({ categories, q = '', cat = '' }: SearchFormProps) {
  return (
    <Form
      action="/filter"
      // Not on sight (see components/ui/link.tsx): a search result is rendered per request anyway.
      prefetch={false}
      role="search"
      className="flex w-full overflow-hidden rounded-full border border-gray-300 bg-white focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/20"
    >
      <SearchText q={q} />
      <select
        name="cat"
        defaultValue={cat}
        aria-label="Category"
        className="max-w-36 border-l border-gray-200 bg-gray-50 px-2 text-sm text-gray-700 outline-none sm:max-w-48"
      >
        <option value="">{MSG.allCategories}</option>
        {categories.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
      </select>
      <button
        type="submit"
        aria-label="Search"
        className="bg-primary hover:bg-primary-dark flex items-center px-4 text-white"
      >
        <LineIcon className="h-5 w-5">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </LineIcon>
      </button>
    </Form>
  );
}

/**
 * The form initialised from the URL's q and cat. Keyed by them, so the fields re-sync (remount) whenever the
 * URL changes, for instance after a search or a back navigation.
 */
export function SearchFormFromUrl({ categories }: { categories: SearchCategory[] }) {
  const params = useSearchParams();
  const q = params.get('q') ?? '';
  const cat = params.get('cat') ?? '';
  return <SearchForm key={`${q}\u0000${cat}`} categories={categories} q={q} cat={cat} />;
}
