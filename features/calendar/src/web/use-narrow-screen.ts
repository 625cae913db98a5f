import { useSyncExternalStore } from 'react';

/** Below 768 px (the dashboard's prefetch asks the same question before the page draws). */
export const NARROW_SCREEN = '(max-width: 767px)';

/** True below 768 px: the dashboard then shows one day at a time. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(NARROW_SCREEN);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(NARROW_SCREEN).matches,
    () => false,
  );
}
