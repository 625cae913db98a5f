import { QuietBoundary, useSlotFills } from '@agenda/ui';
import { dashboardPanelSlot } from './slots.ts';

/**
 * The panels other features put above the agenda (first steps, new online bookings, the waitlist).
 * Each suspends until its code and data are in (they travel with the signed-in shell: decision 061),
 * and the dashboard page shows them and the agenda under one boundary: a panel arriving after the
 * agenda pushed the day or the week down under the reader (decision 068). A panel that fails to read
 * is left out.
 */
export function DashboardPanels() {
  const panels = useSlotFills(dashboardPanelSlot);
  if (panels.length === 0) return null;
  return (
    <div className="cal-panels">
      {panels.map(({ id, component: Panel }) => (
        <QuietBoundary key={id}>
          <Panel />
        </QuietBoundary>
      ))}
    </div>
  );
}
