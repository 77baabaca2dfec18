'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { getProductsByIds } from '@/lib/browser-api/catalogue';
import type { Product } from '@common/contract';

export interface CartStock {
  /** Live records of every id asked for; undefined while some id has none yet. May hold removed lines'. */
  data: Product[] | undefined;
  /** The last look-up failed (no retry by itself: the page offers 'Try again', which is `mutate`). */
  error: Error | undefined;
  /** No records for every id yet, and a look-up under way or still to come (not after a failure). */
  isLoading: boolean;
  /** Looks the stock up again. */
  mutate: () => void;
}

interface Answer {
  ids: ReadonlySet<number>;
  data: Product[];
}

/**
 * The last answer in this tab: the next page that asks for ids it covers (the cart, then the checkout)
 * shows it at once while it asks again, as a cache would.
 */
let lastAnswer: Answer | null = null;

const covers = (answer: Answer | null, ids: readonly number[]): answer is Answer =>
  answer !== null && ids.every((id) => answer.ids.has(id));

/** The ids in `key` (sorted, comma-separated). */
const idsOf = (key: string) => (key === '' ? [] : key.split(',').map(Number));

/**
 * Live product records (stock, price) for the given cart ids through the proxy (docs/behaviour.md#calls):
 * asked once when the page opens, again when an id without a record joins (a line added here or in another
 * tab) and on `mutate`, never on window focus. Changing a quantity or removing a line asks nothing: the
 * records in hand cover the lines that are left, so the tap's answer is drawn without a request and the
 * page keeps its stock notes instead of showing 'Checking stock…' again.
 *
 * Not SWR, which this replaced on the purchase path: 5.4 KB of both pages' JavaScript, and its key of sorted
 * ids sent a request on every removal, inside the tap (docs/adr/0061-purchase-path-without-swr.md).
 */
export function useCartStock(ids: readonly number[]): CartStock {
  const key = [...new Set(ids)].sort((a, b) => a - b).join(',');
  const [answer, setAnswer] = useState<Answer | null>(() => lastAnswer);
  const [failure, setFailure] = useState<Error | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [round, setRound] = useState(0);
  /** What this page asked for last (ids and round): strict mode's second effect run asks nothing new. */
  const asked = useRef<{ ids: ReadonlySet<number>; round: number } | null>(null);
  /** Only the latest look-up's answer is kept. */
  const latest = useRef(0);

  useEffect(() => {
    const wanted = idsOf(key);
    if (wanted.length === 0) return;
    const last = asked.current;
    if (last && last.round === round && wanted.every((id) => last.ids.has(id))) return;
    asked.current = { ids: new Set(wanted), round };
    const request = ++latest.current;
    setPending(true);
    getProductsByIds(wanted).then(
      (data) => {
        if (request !== latest.current) return;
        lastAnswer = { ids: new Set(wanted), data };
        setAnswer(lastAnswer);
        setFailure(undefined);
        setPending(false);
      },
      (error: unknown) => {
        if (request !== latest.current) return;
        setFailure(error instanceof Error ? error : new Error(String(error)));
        setPending(false);
      },
    );
  }, [key, round]);

  const mutate = useCallback(() => setRound((n) => n + 1), []);
  const wanted = idsOf(key);
  const data = wanted.length > 0 && covers(answer, wanted) ? answer.data : undefined;
  const isLoading = wanted.length > 0 && data === undefined && (pending || failure === undefined);
  return { data, error: failure, isLoading, mutate };
}
