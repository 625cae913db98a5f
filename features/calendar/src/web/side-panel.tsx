import { countOf } from '@agenda/br';
import { Button } from '@agenda/ui';
import type { CSSProperties } from 'react';
import type { DailyMetrics } from '../shared/metrics.ts';
import type { AppointmentData } from '../shared/model.ts';
import { APPOINTMENT_STATUSES, statusColor, statusLabel } from '../shared/status.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import type { Urgency } from '../shared/urgency.ts';
import { longDate } from './format.ts';
import { UrgencyList } from './urgency-list.tsx';
import { WaitingRoomCard } from './waiting-room-card.tsx';

/** How many urgencies the dashboard lists before 'view all' (§9). */
export const DASHBOARD_URGENCY_COUNT = 3;

export interface SidePanelProps {
  date: string;
  metrics: DailyMetrics;
  urgent: (AppointmentData & { urgency: Urgency })[];
  now: Date;
  onOpenAppointment: (id: string) => void;
  onViewAllUrgencies: () => void;
}

const METRICS: { key: keyof DailyMetrics; label: string; tone: string; icon: string }[] = [
  { key: 'approved', label: T.approved, tone: 'green', icon: '✔' },
  { key: 'pending', label: T.pending, tone: 'amber', icon: '⏳' },
  { key: 'cancelled', label: T.cancelled, tone: 'red', icon: '✖' },
  { key: 'rescheduled', label: T.rescheduled, tone: 'blue', icon: '↻' },
  { key: 'total', label: T.dayTotal, tone: 'primary', icon: '∑' },
];

/** The dashboard's side panel: the day's metrics, the waiting room's top urgencies and the legend. */
export function SidePanel({ date, metrics, urgent, now, onOpenAppointment, onViewAllUrgencies }: SidePanelProps) {
  return (
    <aside className="cal-side" aria-label="Painel do dia">
      <section className="cal-side__card" aria-labelledby="cal-metrics-title">
        <header className="cal-side__header">
          <h2 id="cal-metrics-title" className="cal-side__title">
            {T.dailyMetrics}
          </h2>
          <span className="cal-side__date">{longDate(date)}</span>
        </header>
        <dl className="cal-metrics">
          {METRICS.map((m) => (
            <div key={m.key} className="cal-metric" data-tone={m.tone} data-metric={m.key}>
              <dt>
                <span aria-hidden="true" className="cal-metric__icon">
                  {m.icon}
                </span>
                {m.label}
              </dt>
              <dd>{metrics[m.key]}</dd>
            </div>
          ))}
        </dl>
      </section>

      <WaitingRoomCard />

      <section className="cal-side__card" aria-labelledby="cal-waiting-title">
        <header className="cal-side__header">
          <h2 id="cal-waiting-title" className="cal-side__title">
            <span aria-hidden="true">🚨</span> {T.waitingRoom}
          </h2>
          <span
            className="cal-count-badge"
            role="status"
            data-empty={urgent.length === 0 || undefined}
            aria-label={countOf(urgent.length, 'urgência', 'urgências')}
          >
            {urgent.length}
          </span>
        </header>
        <UrgencyList items={urgent.slice(0, DASHBOARD_URGENCY_COUNT)} variant="dashboard" now={now} onOpen={onOpenAppointment} />
        {urgent.length > DASHBOARD_URGENCY_COUNT && (
          <Button variant="secondary" size="sm" block onClick={onViewAllUrgencies}>
            {T.viewAllUrgencies} ({urgent.length})
          </Button>
        )}
      </section>

      <section className="cal-side__card cal-legend" aria-labelledby="cal-legend-title">
        <h2 id="cal-legend-title" className="cal-side__title">
          {T.legend}
        </h2>
        <ul>
          {APPOINTMENT_STATUSES.map((status) => (
            <li key={status} style={{ '--cal-status': statusColor(status) } as CSSProperties}>
              {statusLabel(status)}
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
