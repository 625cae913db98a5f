import { useSyncExternalStore } from 'react';

const QUERY = '(max-width: 767px)';

/** True below 768 px: the dashboard then shows one day at a time. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(QUERY);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
