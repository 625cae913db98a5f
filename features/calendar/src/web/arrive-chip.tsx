import { toast } from '@agenda/ui';
import type { CSSProperties } from 'react';
import { FRONT_DESK_TEXTS as FD, firstNameOf } from '../shared/front-desk.ts';
import { cardBox } from '../shared/grid.ts';
import type { AppointmentData } from '../shared/model.ts';
import { useFrontDeskMutations } from './front-desk-hooks.ts';

/**
 * 'Chegou' pinned to the top right corner of today's card (decision 054): reception records the
 * arrival with one click, without opening the appointment. A sibling of the card, not inside it (a
 * button holds no button); in the grid's arrow-key order right after its card.
 */
export function ArriveChip({
  appointment: a,
  column,
  lane,
  lanes,
}: {
  appointment: AppointmentData;
  column: number;
  lane: number;
  lanes: number;
}) {
  const { arrive } = useFrontDeskMutations();
  const box = cardBox(a.startTime, a.endTime);
  const style = {
    top: box.top + 2,
    left: `calc(${((lane + 1) * 100) / lanes}% - 6px)`,
  } as CSSProperties;
  return (
    <button
      type="button"
      tabIndex={-1}
      data-roving=""
      data-col={column}
      data-min={Number(a.startTime.slice(0, 2)) * 60 + Number(a.startTime.slice(3)) + 1}
      className="cal-arrive"
      style={style}
      aria-label={FD.arriveLabel(a.client.fullName)}
      title={FD.arriveLabel(a.client.fullName)}
      disabled={arrive.isPending}
      onClick={() => arrive.mutate({ id: a.id }, { onSuccess: () => toast.success(FD.arrived(firstNameOf(a.client.fullName))) })}
    >
      <span aria-hidden="true">✓</span> {FD.arrive}
    </button>
  );
}
