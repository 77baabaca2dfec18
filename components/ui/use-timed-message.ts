'use client';

import { useCallback, useEffect, useState } from 'react';
import { MESSAGE_CLEAR_MS } from '@common/constants';

export interface TimedMessage {
  kind: 'error' | 'success';
  text: string;
}

/**
 * A form message that clears itself after MESSAGE_CLEAR_MS (docs/behaviour.md#rules: form and error
 * messages clear after 5 seconds). Showing a new message restarts the wait.
 */
export function useTimedMessage(clearAfterMs: number = MESSAGE_CLEAR_MS) {
  const [message, setMessage] = useState<TimedMessage | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), clearAfterMs);
    return () => clearTimeout(timer);
  }, [message, clearAfterMs]);

  const show = useCallback((kind: TimedMessage['kind'], text: string) => setMessage({ kind, text }), []);
  const clear = useCallback(() => setMessage(null), []);
  const error = useCallback((text: string) => show('error', text), [show]);
  return { message, show, clear, error };
}
