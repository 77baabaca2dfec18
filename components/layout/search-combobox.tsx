'use client';

import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useRouter } from 'next/navigation';
import { useRef, useState, type KeyboardEvent } from 'react';
import { formatPrice } from '@common/format';
import { SEARCH_MSG } from '@common/messages/search';
import { useSuggestions, type SuggestionFetcher } from './use-suggestions';

interface Option {
  key: string;
  href: string;
  label: string;
  kind: 'search' | 'product' | 'category';
  image?: string;
  price?: number;
}

export interface SearchComboboxProps {
  defaultValue: string;
  inputClassName: string;
  placeholder: string;
  fetcher?: SuggestionFetcher;
}

/**
 * 'Search for “…”' comes first: Headless UI makes the first option active as the list changes, so Enter
 * without choosing searches, as the plain form does.
 */
function optionsOf(text: string, suggestions: ReturnType<typeof useSuggestions>): Option[] {
  if (!suggestions) return [];
  return [
    { key: 'search', href: '', label: SEARCH_MSG.searchFor(text.trim()), kind: 'search' as const },
    ...suggestions.products.map((p) => ({
      key: `p${p.id}`,
      href: `/product/${p.slug}`,
      label: p.name,
      kind: 'product' as const,
      image: p.image,
      price: p.price,
    })),
    ...suggestions.categories.map((c) => ({
      key: `c${c.id}`,
      href: `/filter?cat=${encodeURIComponent(c.slug)}`,
      label: c.name,
      kind: 'category' as const,
    })),
  ];
}

/**
 * The header's text box with suggestions (Headless UI's Combobox: arrow keys, Enter, Escape, and the
 * listbox roles a screen reader announces). Loaded when the box first gets focus (search-form.tsx). Enter
 * on a suggestion opens it; Enter otherwise submits the form, as the plain box does.
 */
export function SearchCombobox({ defaultValue, inputClassName, placeholder, fetcher }: SearchComboboxProps) {
  const router = useRouter();
  const [text, setText] = useState(defaultValue);
  const options = optionsOf(text, useSuggestions(text, fetcher));
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const choose = (o: Option | null) => {
    if (o?.kind === 'search') inputRef.current?.form?.requestSubmit();
    else if (o) router.push(o.href);
  };

  const submitUnlessChoosing = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    if (listRef.current?.querySelector('[data-focus]')) return;
    e.preventDefault();
    e.currentTarget.form?.requestSubmit();
  };

  return (
    <Combobox<Option | null> value={null} onChange={choose}>
      <ComboboxInput
        ref={inputRef}
        name="q"
        type="search"
        autoFocus
        autoComplete="off"
        placeholder={placeholder}
        aria-label="Search products"
        className={inputClassName}
        displayValue={() => text}
        onChange={(e) => setText(e.target.value)}
        // Capture: Headless UI's own Enter handler closes the list and cancels the submission when nothing is chosen.
        onKeyDownCapture={submitUnlessChoosing}
      />
      <ComboboxOptions
        ref={listRef}
        anchor="bottom start"
        // Not modal: with an anchor Headless UI would hide the rest of the page from assistive technology
        // and lock scrolling while suggestions show, so the category select beside the box could not be used.
        modal={false}
        aria-label={SEARCH_MSG.suggestionsLabel}
        className="z-50 w-[var(--input-width)] min-w-72 rounded-lg border border-gray-200 bg-white py-1 shadow-lg empty:invisible"
      >
        {options.map((o) => (
          <ComboboxOption
            key={o.key}
            value={o}
            className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm text-gray-800 data-[focus]:bg-gray-100"
          >
            {o.kind === 'search' ? (
              <span className="w-8" aria-hidden />
            ) : o.image ? (
              // eslint-disable-next-line @next/next/no-img-element -- a 32px thumbnail straight from the CMS
              <img src={o.image} alt="" width={32} height={32} className="h-8 w-8 rounded object-cover" />
            ) : (
              <span className="w-8 text-center text-xs text-gray-500">{SEARCH_MSG.categoryTag}</span>
            )}
            <span className="flex-1 truncate">{o.label}</span>
            {o.price !== undefined && <span className="text-gray-600">{formatPrice(o.price)}</span>}
          </ComboboxOption>
        ))}
      </ComboboxOptions>
    </Combobox>
  );
}
