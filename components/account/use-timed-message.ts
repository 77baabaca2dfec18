'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGE_CLEAR_MS } from '@/lib/constants';

export interface FormMessage {
  kind: 'error' | 'success';
  text: string;
}

/** A form's one message at a time, cleared after 5 seconds (spec sections 4 and 8). */
export function useTimedMessage() {
  const [message, setMessage] = useState<FormMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setMessage(null);
  }, []);

  const show = useCallback((kind: FormMessage['kind'], text: string) => {
    if (timer.current) clearTimeout(timer.current);
    setMessage({ kind, text });
    timer.current = setTimeout(() => {
      timer.current = null;
      setMessage(null);
    }, MESSAGE_CLEAR_MS);
  }, []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return { message, show, clear, error: (text: string) => show('error', text) };
}
