import { formatDatePtBR, timeToMinutes } from '@agenda/br';
import { type CSSProperties, Fragment, type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import {
  GRID_HEIGHT_PX,
  GRID_START_MINUTES,
  PX_PER_MINUTE,
  SLOT_MINUTES,
  cardBox,
  layoutLanes,
  overlaps,
  slotTimes,
} from '../shared/grid.ts';
import type { AppointmentData } from '../shared/model.ts';
import { OPENING_TEXTS, type OpeningHours, isBusinessDay } from '../shared/opening-rules.ts';
import { type AgendaProfessional, hoursOn, someoneFree } from '../shared/professional-slots.ts';
import { isActiveStatus, occupiesProfessional } from '../shared/status.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import { AppointmentCard } from './appointment-card.tsx';
import { ArriveChip } from './arrive-chip.tsx';
import { useFrontDeskRights } from './front-desk-hooks.ts';
import { onGridKeyDown, settleRovingStop } from './grid-keyboard.ts';

interface BlockedInfo {
  reason: string;
  name: string;
}

/** One column of the grid: a day of the week, or one professional's day. */
export interface GridColumn {
  key: string;
  date: string;
  /** Its name for assistive technology ('segunda-feira, 24/11/2026', with the professional's name in the day view). */
  label: string;
  appointments: AppointmentData[];
  /** Whom a free slot books: null for a clinic of one (its only professional, whose hours are the clinic's). */
  professionals: AgendaProfessional[] | null;
  /** The professional a free slot of this column books (the day view's columns). */
  professionalId?: string;
  /** How a free slot's button names it beyond date and time ('com Dra. Ana'). */
  slotSuffix?: string;
}

export interface AgendaGridProps {
  columns: GridColumn[];
  header: (column: GridColumn) => ReactNode;
  /** Wall clock of the company: today and now ('HH:mm'). */
  now: { date: string; time: string };
  blockedDay: (date: string) => BlockedInfo | undefined;
  blockedRanges: (date: string) => { start: string; end: string; name: string }[];
  blockedColor: string;
  /** The company's days and opening hours; until loaded, every grid slot counts as open. */
  hours?: OpeningHours;
  serviceColor: (serviceId: string) => string;
  /** Cards carry their professional's colour (a team's agenda). */
  showProfessional: boolean;
  onFreeSlot: (date: string, time: string, professionalId?: string) => void;
  onOpenAppointment: (id: string) => void;
}

const SLOTS = slotTimes();
const slotEnd = (time: string) => {
  const m = timeToMinutes(time) + SLOT_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};
const px = (minutes: number) => (minutes - GRID_START_MINUTES) * PX_PER_MINUTE;

/**
 * Rows of 30 minutes from 08:00 to 19:30 at one pixel per minute, one column per day (the week) or
 * per professional (the day view). Cards are placed by their minutes and share the width when they
 * overlap; free slots are buttons. The whole grid is one tab stop: arrows move between slots and cards.
 */
export function AgendaGrid(props: AgendaGridProps) {
  const { columns } = props;
  const body = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => settleRovingStop(body.current));
  useEffect(() => {
    const grid = body.current;
    grid?.addEventListener('keydown', onGridKeyDown);
    return () => grid?.removeEventListener('keydown', onGridKeyDown);
  }, []);
  return (
    <div
      ref={body}
      className="cal-grid"
      style={{ '--cal-grid-height': `${GRID_HEIGHT_PX}px`, '--cal-days': columns.length } as CSSProperties}
    >
      <div className="cal-grid__corner" aria-hidden="true" />
      {columns.map((column) => props.header(column))}
      <div className="cal-grid__times" aria-hidden="true">
        {SLOTS.map((time) => (
          <span
            key={time}
            className="cal-grid__time"
            data-hour={time.endsWith(':00') || undefined}
            style={{ top: px(timeToMinutes(time)) }}
          >
            {time}
          </span>
        ))}
      </div>
      {columns.map((column, index) => (
        <ColumnBody key={column.key} column={column} index={index} {...props} />
      ))}
    </div>
  );
}

/** Why no one in the column attends that day, when the clinic opens but they do not. */
function offDayOf(professionals: AgendaProfessional[] | null, date: string): string | null {
  if (!professionals?.length || professionals.some((p) => hoursOn(p, date) !== null)) return null;
  return professionals.length === 1 ? T.professionalOffDay : T.nobodyOnDay;
}

/** One professional's hours, shaded where the clinic is open and they are not. */
function offHours(professionals: AgendaProfessional[] | null, date: string, hours: OpeningHours | undefined) {
  const [only] = professionals ?? [];
  const range = only && professionals?.length === 1 ? hoursOn(only, date) : undefined;
  if (!range || !hours) return [];
  const off = [];
  if (range.start > hours.openingTime) off.push({ start: hours.openingTime, end: range.start, name: T.outsideHours });
  if (range.end < hours.closingTime) off.push({ start: range.end, end: hours.closingTime, name: T.outsideHours });
  return off;
}

function ColumnBody({
  column,
  index,
  now,
  hours,
  blockedDay,
  blockedRanges,
  blockedColor,
  serviceColor,
  showProfessional,
  onFreeSlot,
  onOpenAppointment,
}: AgendaGridProps & { column: GridColumn; index: number }) {
  const { date, appointments, professionals } = column;
  const { mayArrive } = useFrontDeskRights();
  const blocked = blockedDay(date);
  const closed = hours !== undefined && !isBusinessDay(hours, date);
  const offDay = closed || blocked ? null : offDayOf(professionals, date);
  const open = (time: string) => !hours || (time >= hours.openingTime && slotEnd(time) <= hours.closingTime);
  const ranges = blocked ? [] : [...blockedRanges(date), ...offHours(professionals, date, hours)];
  const occupying = appointments.filter((a) => occupiesProfessional(a.status));
  const isFree = (time: string) => {
    const end = slotEnd(time);
    if (date < now.date || (date === now.date && end <= now.time)) return false;
    if (!open(time)) return false;
    if (ranges.some((r) => overlaps(time, end, r.start, r.end))) return false;
    // A team's slot stays free while one of the column's professionals is at work and free then.
    if (professionals) return someoneFree(professionals, appointments, { date, startTime: time, endTime: end });
    return !occupying.some((a) => overlaps(time, end, a.startTime, a.endTime));
  };
  const free = blocked || closed || offDay ? [] : SLOTS.filter(isFree);
  // A free slot under a card (a cancelled one, or another professional's) becomes a small '+' chip
  // at its right edge: the card keeps a readable width and both stay clickable.
  const sharing = (time: string) => appointments.some((a) => overlaps(time, slotEnd(time), a.startTime, a.endTime));
  const chipped = (a: AppointmentData) =>
    free.some((time) => sharing(time) && overlaps(time, slotEnd(time), a.startTime, a.endTime));
  const slotButton = (time: string, chip = false) => (
    <button
      key={time}
      type="button"
      tabIndex={-1}
      data-roving=""
      data-col={index}
      data-min={timeToMinutes(time)}
      className={chip ? 'cal-slot cal-slot--chip' : 'cal-slot'}
      style={{ top: px(timeToMinutes(time)) }}
      aria-label={`Agendar em ${formatDatePtBR(date)} às ${time}${column.slotSuffix ? ` ${column.slotSuffix}` : ''}`}
      title={`${T.freeSlot} · ${time}`}
      onClick={() => onFreeSlot(date, time, column.professionalId)}
    >
      <span aria-hidden="true">{chip ? '+' : `+ ${time}`}</span>
    </button>
  );
  return (
    <div className="cal-day" role="group" aria-label={column.label} data-today={date === now.date || undefined}>
      {free.map((time) => slotButton(time, sharing(time)))}
      {ranges.map((r) => {
        const box = cardBox(r.start, r.end);
        return (
          <div key={`${r.start}-${r.end}`} className="cal-range" style={{ top: box.top, height: box.height }} title={r.name}>
            <span>{r.name}</span>
          </div>
        );
      })}
      {layoutLanes(appointments).map(({ item, lane, lanes }) => (
        <Fragment key={item.id}>
          <AppointmentCard
            appointment={item}
            column={index}
            lane={lane}
            lanes={lanes}
            besideChip={lane === lanes - 1 && chipped(item)}
            overBlock={blocked !== undefined && isActiveStatus(item.status)}
            accent={serviceColor(item.service.id)}
            professional={showProfessional ? item.professional : undefined}
            onOpen={onOpenAppointment}
          />
          {mayArrive(item) && <ArriveChip appointment={item} column={index} lane={lane} lanes={lanes} />}
        </Fragment>
      ))}
      {date === now.date &&
        !blocked &&
        timeToMinutes(now.time) >= GRID_START_MINUTES &&
        px(timeToMinutes(now.time)) <= GRID_HEIGHT_PX && (
          <div className="cal-now" style={{ top: px(timeToMinutes(now.time)) }} aria-hidden="true" />
        )}
      {(closed || offDay) && !blocked && (
        <div className="cal-blocked cal-closed">
          <div className="cal-blocked__label">
            <strong>{closed ? OPENING_TEXTS.closed : offDay}</strong>
          </div>
        </div>
      )}
      {blocked && (
        <div className="cal-blocked" style={{ backgroundColor: blockedColor }}>
          <div className="cal-blocked__label">
            <strong>{blocked.reason}</strong>
            <span>{blocked.name}</span>
          </div>
        </div>
      )}
    </div>
  );
}
