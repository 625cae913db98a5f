import { useSlotFills } from '@agenda/ui';
import { Suspense, useEffect, useRef, useState } from 'react';
import { dashboardPanelSlot } from './slots.ts';

const HEIGHT_KEY = 'agenda.calendar.dashboard-panels-height';
/** Long enough for a panel's code and data to arrive; then an empty reservation gives its place back. */
const RESERVE_MS = 4_000;

function rememberedHeight(): number {
  try {
    return Math.max(0, Number(localStorage.getItem(HEIGHT_KEY)) || 0);
  } catch {
    return 0;
  }
}

function remember(height: number) {
  try {
    localStorage.setItem(HEIGHT_KEY, String(Math.round(height)));
  } catch {
    // A full or blocked storage only forgets the height.
  }
}

/** What the panels themselves take (the region's reserved height aside). */
function panelsHeight(region: HTMLElement): number {
  const first = region.firstElementChild;
  const last = region.lastElementChild;
  if (!first || !last) return 0;
  return last.getBoundingClientRect().bottom - first.getBoundingClientRect().top;
}

/**
 * The panels other features put above the agenda (first steps, new online bookings). Each loads its
 * own code and data after the agenda: arriving, it would push the day or the week down under the
 * reader. So the region keeps the height its panels had at the last visit in this browser until they
 * have drawn (or a few seconds pass), and remembers their height for the next one.
 */
export function DashboardPanels() {
  const panels = useSlotFills(dashboardPanelSlot);
  const region = useRef<HTMLDivElement>(null);
  const [reserved, setReserved] = useState(rememberedHeight);

  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const measure = () => {
      const height = panelsHeight(element);
      if (height <= 0) return;
      setReserved(0);
      remember(height);
    };
    const resized = new ResizeObserver(measure);
    const changed = new MutationObserver(measure);
    resized.observe(element);
    changed.observe(element, { childList: true, subtree: true });
    const giveBack = setTimeout(() => {
      setReserved(0);
      if (panelsHeight(element) <= 0) remember(0);
    }, RESERVE_MS);
    return () => {
      resized.disconnect();
      changed.disconnect();
      clearTimeout(giveBack);
    };
  }, []);

  if (panels.length === 0) return null;
  return (
    <div
      ref={region}
      className="cal-panels"
      data-reserving={reserved > 0 || undefined}
      style={reserved > 0 ? { minHeight: reserved } : undefined}
    >
      {panels.map(({ id, component: Panel }) => (
        <Suspense key={id} fallback={null}>
          <Panel />
        </Suspense>
      ))}
    </div>
  );
}
