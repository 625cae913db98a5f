import { formatDatePtBR, timeToMinutes } from '@agenda/br';
import type { CSSProperties } from 'react';
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
import { isActiveStatus, statusColor, statusLabel } from '../shared/status.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import { URGENCY_LABELS } from '../shared/urgency.ts';
import { timeRange } from './format.ts';

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

type Laid =
  | { kind: 'free'; time: string; startTime: string; endTime: string }
  | { kind: 'appointment'; appointment: AppointmentData; startTime: string; endTime: string };

/**
 * Monday to Saturday, 08:00 to 19:30 in rows of 30 minutes at one pixel per minute. Cards are
 * placed by their minutes and share the width when they overlap; free slots are buttons.
 */
export function WeekGrid(props: WeekGridProps) {
  const { dates, now, selectedDate, onSelectDate } = props;
  return (
    <div className="cal-grid" style={{ '--cal-grid-height': `${GRID_HEIGHT_PX}px` } as CSSProperties}>
      <div className="cal-grid__corner" aria-hidden="true" />
      {dates.map((date) => {
        const blocked = props.blockedDay(date);
        return (
          <button
            key={date}
            type="button"
            className="cal-day-header"
            data-today={date === now.date || undefined}
            data-selected={date === selectedDate || undefined}
            data-blocked={blocked ? true : undefined}
            aria-pressed={date === selectedDate}
            aria-label={`${dayLongName(date)}, ${formatDatePtBR(date)}${blocked ? ` — ${blocked.reason}: ${blocked.name}` : ''}`}
            onClick={() => onSelectDate(date)}
          >
            <span className="cal-day-header__name">{dayShortName(date)}</span>
            <span className="cal-day-header__number">{Number(date.slice(8))}</span>
            {blocked && (
              <span className="cal-day-header__blocked" title={`${blocked.reason}: ${blocked.name}`}>
                🚫 {blocked.name}
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
      {dates.map((date) => (
        <DayColumn key={date} date={date} {...props} />
      ))}
    </div>
  );
}

function DayColumn({
  date,
  appointments,
  now,
  blockedDay,
  blockedRanges,
  blockedColor,
  serviceColor,
  onFreeSlot,
  onOpenAppointment,
}: WeekGridProps & { date: string }) {
  const blocked = blockedDay(date);
  const ofDay = appointments.filter((a) => a.date === date);
  const ranges = blocked ? [] : blockedRanges(date);
  const active = ofDay.filter((a) => isActiveStatus(a.status));
  const isFree = (time: string) => {
    const end = slotEnd(time);
    if (date < now.date || (date === now.date && end <= now.time)) return false;
    if (ranges.some((r) => overlaps(time, end, r.start, r.end))) return false;
    return !active.some((a) => overlaps(time, end, a.startTime, a.endTime));
  };
  const label = `${dayLongName(date)}, ${formatDatePtBR(date)}`;
  const free = blocked ? [] : SLOTS.filter(isFree);
  // A free slot under a cancelled card shares the width with it, so both stay clickable.
  const inactive = ofDay.filter((a) => !isActiveStatus(a.status));
  const sharing = (time: string) => inactive.some((a) => overlaps(time, slotEnd(time), a.startTime, a.endTime));
  const laid = layoutLanes<Laid>([
    ...free.filter(sharing).map((time): Laid => ({ kind: 'free', time, startTime: time, endTime: slotEnd(time) })),
    ...ofDay.map((a): Laid => ({ kind: 'appointment', appointment: a, startTime: a.startTime, endTime: a.endTime })),
  ]);
  const slotButton = (time: string, lane?: { lane: number; lanes: number }) => (
    <button
      key={time}
      type="button"
      className="cal-slot"
      style={{ top: px(timeToMinutes(time)), ...(lane ? laneBox(lane.lane, lane.lanes) : {}) }}
      aria-label={`Agendar em ${formatDatePtBR(date)} às ${time}`}
      title={`${T.freeSlot} · ${time}`}
      onClick={() => onFreeSlot(date, time)}
    >
      <span aria-hidden="true">+ {time}</span>
    </button>
  );
  return (
    <div className="cal-day" role="group" aria-label={label} data-today={date === now.date || undefined}>
      {free.filter((time) => !sharing(time)).map((time) => slotButton(time))}
      {ranges.map((r) => {
        const box = cardBox(r.start, r.end);
        return (
          <div key={`${r.start}-${r.end}`} className="cal-range" style={{ top: box.top, height: box.height }} title={r.name}>
            <span>{r.name}</span>
          </div>
        );
      })}
      {laid.map(({ item, lane, lanes }) =>
        item.kind === 'free' ? (
          slotButton(item.time, { lane, lanes })
        ) : (
          <AppointmentCard
            key={item.appointment.id}
            appointment={item.appointment}
            lane={lane}
            lanes={lanes}
            accent={serviceColor(item.appointment.service.id)}
            onOpen={onOpenAppointment}
          />
        ),
      )}
      {date === now.date &&
        !blocked &&
        timeToMinutes(now.time) >= GRID_START_MINUTES &&
        px(timeToMinutes(now.time)) <= GRID_HEIGHT_PX && (
          <div className="cal-now" style={{ top: px(timeToMinutes(now.time)) }} aria-hidden="true" />
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
  lane,
  lanes,
  accent,
  onOpen,
}: {
  appointment: AppointmentData;
  lane: number;
  lanes: number;
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
    '--cal-status': statusColor(a.status),
    '--cal-accent': accent,
  } as CSSProperties;
  const summary = `${a.client.fullName}, ${a.service.name}, ${timeRange(a.startTime, a.endTime)}, ${statusLabel(a.status)}${
    a.urgency ? `, urgência ${URGENCY_LABELS[a.urgency.level]}` : ''
  }`;
  return (
    <button
      type="button"
      className="cal-appt"
      data-status={a.status}
      data-size={size}
      style={style}
      aria-label={summary}
      title={summary}
      onClick={() => onOpen(a.id)}
    >
      <span className="cal-appt__time">
        {a.startTime}
        {!compact && ` – ${a.endTime}`}
      </span>
      <span className="cal-appt__client">
        {a.urgency && (
          <span className="cal-appt__urgent" data-level={a.urgency.level} aria-hidden="true">
            ●
          </span>
        )}
        {a.client.fullName}
      </span>
      {size === 'm' && (
        <span className="cal-appt__service">
          <span className="cal-appt__dot" aria-hidden="true" />
          {a.service.name}
        </span>
      )}
    </button>
  );
}
