import { formatDatePtBR } from '@agenda/br';
import { dayLongName, dayShortName } from '../shared/grid.ts';
import type { AppointmentData } from '../shared/model.ts';
import { OPENING_TEXTS, isBusinessDay } from '../shared/opening-rules.ts';
import type { AgendaProfessional } from '../shared/professional-slots.ts';
import { AgendaGrid, type AgendaGridProps, type GridColumn } from './agenda-grid.tsx';

export interface WeekGridProps extends Omit<AgendaGridProps, 'columns' | 'header'> {
  dates: string[];
  appointments: AppointmentData[];
  selectedDate: string;
  /** Whom a free slot books (the ones shown); null while unknown: every slot in the clinic's hours counts. */
  professionals: AgendaProfessional[] | null;
  onSelectDate: (date: string) => void;
}

/** Monday to Saturday (one day on a phone): a column per day, its header a button that picks the day. */
export function WeekGrid({ dates, appointments, selectedDate, professionals, onSelectDate, ...grid }: WeekGridProps) {
  const columns: GridColumn[] = dates.map((date) => ({
    key: date,
    date,
    label: `${dayLongName(date)}, ${formatDatePtBR(date)}`,
    appointments: appointments.filter((a) => a.date === date),
    professionals,
  }));
  const header = ({ date }: GridColumn) => {
    const blocked = grid.blockedDay(date);
    const closed = grid.hours && !isBusinessDay(grid.hours, date);
    return (
      <button
        key={date}
        type="button"
        className="cal-day-header"
        data-today={date === grid.now.date || undefined}
        data-selected={date === selectedDate || undefined}
        data-blocked={blocked ? true : undefined}
        aria-pressed={date === selectedDate}
        onClick={() => onSelectDate(date)}
      >
        <span className="ui-sr-only">
          {`${dayLongName(date)}, ${formatDatePtBR(date)}${blocked ? ` — ${blocked.reason}: ${blocked.name}` : ''}${closed && !blocked ? ` — ${OPENING_TEXTS.closed}` : ''}`}
        </span>
        <span className="cal-day-header__name" aria-hidden="true">
          {dayShortName(date)}
        </span>
        <span className="cal-day-header__number" aria-hidden="true">
          {Number(date.slice(8))}
        </span>
        {blocked && (
          <span className="cal-day-header__blocked" title={`${blocked.reason}: ${blocked.name}`} aria-hidden="true">
            <span aria-hidden="true">🚫</span> {blocked.name}
          </span>
        )}
        {closed && !blocked && (
          <span className="cal-day-header__blocked" aria-hidden="true">
            {OPENING_TEXTS.closed}
          </span>
        )}
      </button>
    );
  };
  return <AgendaGrid columns={columns} header={header} {...grid} />;
}
