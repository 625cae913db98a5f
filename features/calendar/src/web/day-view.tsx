import { formatDatePtBR } from '@agenda/br';
import type { CSSProperties } from 'react';
import { dayLongName } from '../shared/grid.ts';
import type { AppointmentData, AppointmentProfessional } from '../shared/model.ts';
import type { AgendaProfessional } from '../shared/professional-slots.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import { AgendaGrid, type AgendaGridProps, type GridColumn } from './agenda-grid.tsx';

export interface DayViewProps extends Omit<AgendaGridProps, 'columns' | 'header' | 'showProfessional'> {
  date: string;
  /** One column each, in this order. */
  professionals: AgendaProfessional[];
  appointments: AppointmentData[];
}

/**
 * The front desk's day: one column per professional, side by side, for one date. A free slot books
 * that column's professional. An appointment of someone no longer in the list (a professional made
 * inactive) still shows, in a column of its own with no free slots.
 */
export function DayView({ date, professionals, appointments, ...grid }: DayViewProps) {
  const ofDay = appointments.filter((a) => a.date === date);
  const column = (p: AppointmentProfessional, bookable: AgendaProfessional | null): GridColumn => ({
    key: p.id,
    date,
    label: `${p.name}, ${dayLongName(date)}, ${formatDatePtBR(date)}`,
    appointments: ofDay.filter((a) => a.professionalId === p.id),
    professionals: bookable ? [bookable] : [],
    professionalId: bookable ? p.id : undefined,
    slotSuffix: T.withProfessional(p.name),
  });
  const others = new Map(
    ofDay.filter((a) => !professionals.some((p) => p.id === a.professionalId)).map((a) => [a.professional.id, a.professional]),
  );
  const columns = [...professionals.map((p) => column(p, p)), ...[...others.values()].map((p) => column(p, null))];
  const byId = new Map<string, AppointmentProfessional>([...professionals, ...others.values()].map((p) => [p.id, p]));
  const header = (c: GridColumn) => (
    <div key={c.key} className="cal-pro-header" style={{ '--cal-pro': byId.get(c.key)?.color } as CSSProperties}>
      <span className="cal-pro-header__swatch" aria-hidden="true" />
      <span className="cal-pro-header__name">{byId.get(c.key)?.name}</span>
    </div>
  );
  return <AgendaGrid columns={columns} header={header} showProfessional {...grid} />;
}
