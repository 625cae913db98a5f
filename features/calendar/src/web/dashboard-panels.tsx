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

/**
 * What the panels themselves take (the region's reserved height aside), their outer margins with
 * them: a panel's margin still takes its place in the region (a flex column), so a height without it
 * fell short of what the panels then took, and the agenda moved by the difference.
 */
function panelsHeight(region: HTMLElement): number {
  const first = region.firstElementChild;
  const last = region.lastElementChild;
  if (!first || !last) return 0;
  const top = first.getBoundingClientRect().top - (Number.parseFloat(getComputedStyle(first).marginTop) || 0);
  const bottom = last.getBoundingClientRect().bottom + (Number.parseFloat(getComputedStyle(last).marginBottom) || 0);
  return bottom - top;
}

/**
 * The panels other features put above the agenda (first steps, new online bookings, the waitlist).
 * Each draws when its own code and data are in, which may be after the agenda: arriving, it would
 * push the day or the week down under the reader. So the region keeps the height its panels had at
 * the last visit in this browser until they fill it again (or a few seconds pass), and remembers
 * their height for the next one.
 */
export function DashboardPanels() {
  const panels = useSlotFills(dashboardPanelSlot);
  const region = useRef<HTMLDivElement>(null);
  const [reserved, setReserved] = useState(rememberedHeight);
  // What the effect compares against: the height kept at the start, until it is given back.
  const reserving = useRef(reserved);

  useEffect(() => {
    const element = region.current;
    if (!element) return;
    // Given back only once the panels fill it: released at the first panel, the agenda moved up and
    // then down again as the next one arrived (two layout shifts on every returning visit).
    const measure = () => {
      const height = panelsHeight(element);
      if (height <= 0) return;
      remember(height);
      if (height + 1 < reserving.current) return;
      reserving.current = 0;
      setReserved(0);
    };
    const resized = new ResizeObserver(measure);
    const changed = new MutationObserver(measure);
    resized.observe(element);
    changed.observe(element, { childList: true, subtree: true });
    const giveBack = setTimeout(() => {
      reserving.current = 0;
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
