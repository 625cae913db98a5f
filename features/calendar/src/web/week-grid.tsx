import { formatDatePtBR, timeToMinutes } from '@agenda/br';
import { type CSSProperties, useEffect, useLayoutEffect, useRef } from 'react';
import {
  GRID_HEIGHT_PX,
  GRID_START_MINUTES,
  PX_PER_MINUTE,
  SLOT_MINUTES,
  cardBox,
  dayLongName,
  dayShortName,
  layoutLanes,
  overlaps,
  slotTimes,
} from '../shared/grid.ts';
import type { AppointmentData } from '../shared/model.ts';
import { OPENING_TEXTS, type OpeningHours, isBusinessDay } from '../shared/opening-rules.ts';
import { isActiveStatus, statusColor, statusLabel } from '../shared/status.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import { URGENCY_LABELS } from '../shared/urgency.ts';
import { timeRange } from './format.ts';
import { onGridKeyDown, settleRovingStop } from './grid-keyboard.ts';

export interface BlockedInfo {
  reason: string;
  name: string;
}

export interface WeekGridProps {
  dates: string[];
  appointments: AppointmentData[];
  /** Wall clock of the company: today and now ('HH:mm'). */
  now: { date: string; time: string };
  selectedDate: string;
  blockedDay: (date: string) => BlockedInfo | undefined;
  blockedRanges: (date: string) => { start: string; end: string; name: string }[];
  blockedColor: string;
  /** The company's days and opening hours; until loaded, every grid slot counts as open. */
  hours?: OpeningHours;
  serviceColor: (serviceId: string) => string;
  onSelectDate: (date: string) => void;
  onFreeSlot: (date: string, time: string) => void;
  onOpenAppointment: (id: string) => void;
}

const SLOTS = slotTimes();
const slotEnd = (time: string) => {
  const m = timeToMinutes(time) + SLOT_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};
const px = (minutes: number) => (minutes - GRID_START_MINUTES) * PX_PER_MINUTE;
const laneBox = (lane: number, lanes: number) => ({
  left: `calc(${(lane * 100) / lanes}% + 2px)`,
  width: `calc(${100 / lanes}% - 4px)`,
});

/**
 * Monday to Saturday, 08:00 to 19:30 in rows of 30 minutes at one pixel per minute. Cards are
 * placed by their minutes and share the width when they overlap; free slots are buttons.
 */
export function WeekGrid(props: WeekGridProps) {
  const { dates, now, selectedDate, onSelectDate } = props;
  const body = useRef<HTMLDivElement>(null);
  // One tab stop for the whole grid (roving tabindex); arrows move between slots and cards.
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
      style={{ '--cal-grid-height': `${GRID_HEIGHT_PX}px`, '--cal-days': dates.length } as CSSProperties}
    >
      <div className="cal-grid__corner" aria-hidden="true" />
      {dates.map((date) => {
        const blocked = props.blockedDay(date);
        const closed = props.hours && !isBusinessDay(props.hours, date);
        return (
          <button
            key={date}
            type="button"
            className="cal-day-header"
            data-today={date === now.date || undefined}
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
      })}
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
      {dates.map((date, column) => (
        <DayColumn key={date} date={date} column={column} {...props} />
      ))}
    </div>
  );
}

function DayColumn({
  date,
  column,
  appointments,
  now,
  hours,
  blockedDay,
  blockedRanges,
  blockedColor,
  serviceColor,
  onFreeSlot,
  onOpenAppointment,
}: WeekGridProps & { date: string; column: number }) {
  const blocked = blockedDay(date);
  const closed = hours !== undefined && !isBusinessDay(hours, date);
  const open = (time: string) => !hours || (time >= hours.openingTime && slotEnd(time) <= hours.closingTime);
  const ofDay = appointments.filter((a) => a.date === date);
  const ranges = blocked ? [] : blockedRanges(date);
  const active = ofDay.filter((a) => isActiveStatus(a.status));
  const isFree = (time: string) => {
    const end = slotEnd(time);
    if (date < now.date || (date === now.date && end <= now.time)) return false;
    if (!open(time)) return false;
    if (ranges.some((r) => overlaps(time, end, r.start, r.end))) return false;
    return !active.some((a) => overlaps(time, end, a.startTime, a.endTime));
  };
  const label = `${dayLongName(date)}, ${formatDatePtBR(date)}`;
  const free = blocked || closed ? [] : SLOTS.filter(isFree);
  // A free slot under a cancelled card becomes a small '+' chip at its right edge: the cancelled
  // card keeps a readable width and both stay clickable.
  const inactive = ofDay.filter((a) => !isActiveStatus(a.status));
  const sharing = (time: string) => inactive.some((a) => overlaps(time, slotEnd(time), a.startTime, a.endTime));
  const chipped = (a: AppointmentData) =>
    !isActiveStatus(a.status) && free.some((time) => sharing(time) && overlaps(time, slotEnd(time), a.startTime, a.endTime));
  const laid = layoutLanes(ofDay);
  const slotButton = (time: string, chip = false) => (
    <button
      key={time}
      type="button"
      tabIndex={-1}
      data-roving=""
      data-col={column}
      data-min={timeToMinutes(time)}
      className={chip ? 'cal-slot cal-slot--chip' : 'cal-slot'}
      style={{ top: px(timeToMinutes(time)) }}
      aria-label={`Agendar em ${formatDatePtBR(date)} às ${time}`}
      title={`${T.freeSlot} · ${time}`}
      onClick={() => onFreeSlot(date, time)}
    >
      <span aria-hidden="true">{chip ? '+' : `+ ${time}`}</span>
    </button>
  );
  return (
    <div className="cal-day" role="group" aria-label={label} data-today={date === now.date || undefined}>
      {free.map((time) => slotButton(time, sharing(time)))}
      {ranges.map((r) => {
        const box = cardBox(r.start, r.end);
        return (
          <div key={`${r.start}-${r.end}`} className="cal-range" style={{ top: box.top, height: box.height }} title={r.name}>
            <span>{r.name}</span>
          </div>
        );
      })}
      {laid.map(({ item, lane, lanes }) => (
        <AppointmentCard
          key={item.id}
          appointment={item}
          column={column}
          lane={lane}
          lanes={lanes}
          besideChip={lane === lanes - 1 && chipped(item)}
          overBlock={blocked !== undefined && isActiveStatus(item.status)}
          accent={serviceColor(item.service.id)}
          onOpen={onOpenAppointment}
        />
      ))}
      {date === now.date &&
        !blocked &&
        timeToMinutes(now.time) >= GRID_START_MINUTES &&
        px(timeToMinutes(now.time)) <= GRID_HEIGHT_PX && (
          <div className="cal-now" style={{ top: px(timeToMinutes(now.time)) }} aria-hidden="true" />
        )}
      {closed && !blocked && (
        <div className="cal-blocked cal-closed">
          <div className="cal-blocked__label">
            <strong>{OPENING_TEXTS.closed}</strong>
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

function AppointmentCard({
  appointment: a,
  column,
  lane,
  lanes,
  besideChip,
  overBlock,
  accent,
  onOpen,
}: {
  appointment: AppointmentData;
  column: number;
  lane: number;
  lanes: number;
  besideChip: boolean;
  overBlock: boolean;
  accent: string;
  onOpen: (id: string) => void;
}) {
  const box = cardBox(a.startTime, a.endTime);
  // xs: one line (time and name); s: time over name; m: time, name and service.
  const size = box.height < 40 ? 'xs' : box.height < 56 ? 's' : 'm';
  const compact = size === 'xs';
  const style = {
    top: box.top,
    height: box.height,
    ...laneBox(lane, lanes),
    ...(besideChip ? { width: `calc(${100 / lanes}% - 40px)` } : {}),
    '--cal-status': statusColor(a.status),
    '--cal-accent': accent,
  } as CSSProperties;
  // The spoken name begins with what the card shows, in its order (time, client, service), so a
  // voice-control user can say what they see (WCAG 2.5.3); the rest follows.
  const summary = `${compact ? a.startTime : timeRange(a.startTime, a.endTime)}, ${a.client.fullName}, ${a.service.name}${
    compact ? `, até ${a.endTime}` : ''
  }, ${statusLabel(a.status)}${a.urgency ? `, urgência ${URGENCY_LABELS[a.urgency.level]}` : ''}${
    overBlock ? `, ${T.onBlockedDay}` : ''
  }`;
  return (
    <button
      type="button"
      tabIndex={-1}
      data-roving=""
      data-col={column}
      data-min={timeToMinutes(a.startTime)}
      className="cal-appt"
      data-over-block={overBlock || undefined}
      data-status={a.status}
      data-size={size}
      style={style}
      aria-label={summary}
      title={summary}
      onClick={() => onOpen(a.id)}
    >
      <span className="cal-appt__time">
        {overBlock && (
          <span className="cal-appt__flag" aria-hidden="true">
            ⚠{' '}
          </span>
        )}
        {a.startTime}
        {!compact && ` – ${a.endTime}`}
      </span>
      {/* Spaces between the parts (not drawn in the flex box) keep the words apart in the text a
          voice-control user's software reads, so it matches the spoken name. */}{' '}
      <span className="cal-appt__client">
        {a.urgency && (
          <span className="cal-appt__urgent" data-level={a.urgency.level} aria-hidden="true">
            ●
          </span>
        )}
        {a.client.fullName}
      </span>{' '}
      {size === 'm' && (
        <span className="cal-appt__service">
          <span className="cal-appt__dot" aria-hidden="true" />
          {a.service.name}
        </span>
      )}
    </button>
  );
}
