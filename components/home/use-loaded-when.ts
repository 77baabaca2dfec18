'use client';

import { useEffect, useState } from 'react';

/**
 * What `load` resolves to, once `when` has been true; null before (on the server, while hydrating, on
 * screens where `when` never holds) and while it loads. For code that only some screens use, such as the
 * sliders from 768 px: the others never download it. `load` must be stable (defined outside the component).
 */
export function useLoadedWhen<T>(when: boolean, load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  useEffect(() => {
    if (!when || loaded) return;
    let live = true;
    load().then(
      (value) => {
        if (live) setLoaded({ value });
      },
      // Without it the plain version stays: still usable, only without the slider.
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [when, loaded, load]);
  return loaded ? loaded.value : null;
}
