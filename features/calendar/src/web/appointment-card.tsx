import { timeToMinutes } from '@agenda/br';
import type { CSSProperties } from 'react';
import { cardBox } from '../shared/grid.ts';
import type { AppointmentData, AppointmentProfessional } from '../shared/model.ts';
import { statusColor, statusLabel } from '../shared/status.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import { URGENCY_LABELS } from '../shared/urgency.ts';
import { timeRange } from './format.ts';
import './patient-answers.css';

/** The patient asked, through their link, to move this appointment. */

const laneBox = (lane: number, lanes: number) => ({
  left: `calc(${(lane * 100) / lanes}% + 2px)`,
  width: `calc(${100 / lanes}% - 4px)`,
});

export interface AppointmentCardProps {
  appointment: AppointmentData;
  column: number;
  lane: number;
  lanes: number;
  besideChip: boolean;
  overBlock: boolean;
  accent: string;
  /** A team's agenda: the card carries its professional's colour (a stripe at its right edge) and name. */
  professional?: AppointmentProfessional;
  onOpen: (id: string) => void;
}

/**
 * One appointment in the grid. The status keeps the left border and the tint (the spec's colours);
 * the professional's colour is a stripe on the other edge, so neither hides the other.
 */
export function AppointmentCard({
  appointment: a,
  column,
  lane,
  lanes,
  besideChip,
  overBlock,
  accent,
  professional,
  onOpen,
}: AppointmentCardProps) {
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
    ...(professional ? { '--cal-pro': professional.color } : {}),
  } as CSSProperties;
  // The spoken name begins with what the card shows, in its order (time, 'Online', client, service), so a
  // voice-control user can say what they see (WCAG 2.5.3); the rest follows.
  // 'Quer remarcar', written on a full card between the client and the service, is said there too.
  const wishShown = a.rescheduleRequested && !compact;
  const summary = `${compact ? a.startTime : timeRange(a.startTime, a.endTime)}${a.origin === 'ONLINE' ? `, ${T.online}` : ''}, ${a.client.fullName}${
    wishShown ? `, ${T.wantsReschedule}` : ''
  }, ${a.service.name}${compact ? `, até ${a.endTime}` : ''}${professional ? `, ${T.withProfessional(professional.name)}` : ''}, ${statusLabel(a.status)}${
    a.urgency ? `, urgência ${URGENCY_LABELS[a.urgency.level]}` : ''
  }${overBlock ? `, ${T.onBlockedDay}` : ''}${a.seriesId ? `, ${T.repeats}` : ''}${a.rescheduleRequested && !wishShown ? `, ${T.wantsReschedule}` : ''}`;
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
      data-professional={professional?.id}
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
        {a.seriesId && (
          // The name says it at its end; as an image named here it put 'repete' between the time and the
          // client in the card's text, which then no longer matched the spoken name (WCAG 2.5.3).
          <span className="cal-appt__series" aria-hidden="true" title={T.repeats}>
            ↻
          </span>
        )}
        {a.origin === 'ONLINE' && ' '}
        {/* Pinned to a corner of the card, never clipped by a narrow one: the visible text must read in
            the name's order, 'Online' included (WCAG 2.5.3). */}
        {a.origin === 'ONLINE' && <span className="cal-appt__online">{T.online}</span>}
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
      {a.rescheduleRequested && (
        <span className="cal-appt__wish" aria-hidden="true" title={T.wantsReschedule}>
          {compact ? '⚑' : T.wantsReschedule}
        </span>
      )}{' '}
      {size === 'm' && (
        <span className="cal-appt__service">
          <span className="cal-appt__dot" aria-hidden="true" />
          {a.service.name}
        </span>
      )}
    </button>
  );
}
