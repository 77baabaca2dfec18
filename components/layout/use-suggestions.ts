'use client';

import { useEffect, useState } from 'react';
import { getSuggestions } from '@/lib/browser-api/catalogue';
import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_CHARS } from '@common/constants';
import type { Suggestions } from '@common/contract';

export type SuggestionFetcher = (q: string, signal: AbortSignal) => Promise<Suggestions>;

/**
 * Suggestions for what the shopper has typed: asked SUGGEST_DEBOUNCE_MS after the last keystroke, from
 * SUGGEST_MIN_CHARS characters; a request whose text is no longer current is aborted, so an older, slower
 * answer can never replace a newer one.
 */
export function useSuggestions(
  text: string,
  fetcher: SuggestionFetcher = getSuggestions,
): Suggestions | null {
  const [answer, setAnswer] = useState<{ q: string; data: Suggestions } | null>(null);
  const q = text.trim();
  const wanted = q.length >= SUGGEST_MIN_CHARS;

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetcher(q, controller.signal).then(
        (data) => {
          if (!controller.signal.aborted) setAnswer({ q, data });
        },
        // Aborted, offline or refused: the form still searches on submit, so suggestions just stay as they are.
        () => undefined,
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, wanted, fetcher]);

  return wanted ? (answer?.data ?? null) : null;
}
