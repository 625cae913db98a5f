import { Avatar, Badge, EmptyState } from '@agenda/ui';
import { dayShortName } from '../shared/grid.ts';
import type { AppointmentData } from '../shared/model.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import {
  URGENCY_BADGES,
  URGENCY_BADGE_TONES,
  URGENCY_LABELS,
  type Urgency,
  elapsedLabel,
  urgencyStyle,
} from '../shared/urgency.ts';
import { dayMonth } from './format.ts';

type Urgent = AppointmentData & { urgency: Urgency };

export interface UrgencyListProps {
  items: Urgent[];
  /** 'panel': the waiting room's badges (CRÍTICO, URGENTE…); 'dashboard': the side list's labels. */
  variant: 'panel' | 'dashboard';
  now: Date;
  onOpen: (id: string) => void;
}

/** Urgent appointments as cards, already in the waiting room's order; a card opens its appointment. */
export function UrgencyList({ items, variant, now, onOpen }: UrgencyListProps) {
  if (items.length === 0)
    return variant === 'panel' ? (
      <EmptyState icon="✅" title={T.noUrgentCare} description={T.noUrgentCareLine} />
    ) : (
      <p className="cal-urgency-empty">{T.noUrgency}</p>
    );
  return (
    <ul className="cal-urgency-list" data-variant={variant}>
      {items.map((a) => (
        <li key={a.id}>
          <button
            type="button"
            className="cal-urgency"
            data-style={urgencyStyle(a.urgency.level)}
            data-level={a.urgency.level}
            onClick={() => onOpen(a.id)}
          >
            <Avatar name={a.client.fullName} size="sm" />
            <span className="cal-urgency__body">
              <span className="cal-urgency__top">
                <strong className="cal-urgency__name">{a.client.fullName}</strong>
                {variant === 'panel' ? (
                  <Badge tone={URGENCY_BADGE_TONES[a.urgency.level]}>{URGENCY_BADGES[a.urgency.level]}</Badge>
                ) : (
                  <span className="cal-urgency__level">{URGENCY_LABELS[a.urgency.level]}</span>
                )}
              </span>
              <span className="cal-urgency__description">{a.urgency.description}</span>
              <span className="cal-urgency__meta">
                <span>⏱ {elapsedLabel(a.urgency.reportedAt, now)}</span>
                <span>
                  {dayShortName(a.date)} {dayMonth(a.date)} · {a.startTime}
                </span>
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
