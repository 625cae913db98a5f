import { Button } from '@agenda/ui';
import { dayShortName } from '../shared/grid.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import { dayMonth } from './format.ts';
import { useNextFreeSlots } from './hooks.ts';

const SHOWN = 6;

/**
 * The professional's next free slots for the service, as the server computes them (any date, not
 * only the week on screen): one click fills the date and the time.
 */
export function NextFreeSlots({
  serviceId,
  professionalId,
  from,
  onPick,
}: {
  serviceId: string;
  professionalId: string;
  from: string;
  onPick: (date: string, startTime: string) => void;
}) {
  const { data, isError } = useNextFreeSlots(serviceId, professionalId, from);
  if (isError) return null;
  const slots = data?.slots.slice(0, SHOWN);
  return (
    <section className="cal-next-free" aria-label={T.nextFreeSlots} aria-busy={!slots}>
      <h4 className="cal-next-free__title">{T.nextFreeSlots}</h4>
      {slots && slots.length === 0 && <p className="ui-muted">{T.noNextFreeSlots}</p>}
      {slots && slots.length > 0 && (
        <ul className="cal-next-free__list">
          {slots.map((s) => {
            const when = `${dayShortName(s.date)} ${dayMonth(s.date)} ${s.startTime}`;
            return (
              <li key={`${s.date}T${s.startTime}`}>
                <Button size="sm" variant="secondary" onClick={() => onPick(s.date, s.startTime)}>
                  {when}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
