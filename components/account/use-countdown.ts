'use client';

import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until `restart()` was called `seconds` ago (0 when done). Counts from a deadline, not by
 * decrementing, so a throttled background tab still ends on time.
 */
export function useCountdown(seconds: number, startNow: boolean) {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [left, setLeft] = useState(0);

  const restart = useCallback(() => {
    setDeadline(Date.now() + seconds * 1000);
    setLeft(seconds);
  }, [seconds]);

  useEffect(() => {
    // The wait starts when the page opens after a send (a state update from the effect is intended here).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (startNow) restart();
  }, [startNow, restart]);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) setDeadline(null);
    };
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [deadline]);

  return { left, restart };
}
