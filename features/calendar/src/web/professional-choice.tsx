import { SelectField, type SelectOption } from '@agenda/ui';
import { useState } from 'react';
import { type AgendaProfessional, type Slot, canAttend } from '../shared/professional-slots.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import { useFreeAt } from './hooks.ts';

const FIRST_AVAILABLE = 'first';

export interface ProfessionalChoice {
  value: string;
  setValue: (value: string) => void;
  options: SelectOption[];
  /** Who the booking names: the one chosen, or the first available one; undefined when no one can. */
  professional: AgendaProfessional | undefined;
  hint: string | undefined;
}

/**
 * 'Profissional' of a new booking: those who perform the service and work then, the busy ones shown
 * but not offered, and 'Primeiro disponível' — the first of them free then. Who is free is the
 * server's answer (its one availability function, useFreeAt); until it comes no one is named.
 */
export function useProfessionalChoice(
  professionals: readonly AgendaProfessional[] | null,
  slot: Slot,
  service: { id: string; name: string } | null,
  initial: string | undefined,
): ProfessionalChoice {
  const [chosen, setValue] = useState(initial ?? FIRST_AVAILABLE);
  const freeAt = useFreeAt(professionals && service ? service.id : '', slot.date, slot.startTime);
  const able = (professionals ?? []).filter((p) => canAttend(p, slot, service));
  const known = service !== null && freeAt !== undefined;
  const free = known ? able.filter((p) => freeAt.has(p.id)) : able;
  // A choice the service or the time no longer allows falls back to the first available one.
  const value = free.some((p) => p.id === chosen) ? chosen : FIRST_AVAILABLE;
  const options = [
    { value: FIRST_AVAILABLE, label: T.firstAvailable },
    ...able.map((p) => {
      const busy = !free.includes(p);
      return { value: p.id, label: busy ? `${p.name} (${T.busyThen})` : p.name, disabled: busy };
    }),
  ];
  const first = free[0];
  const professional = !known ? undefined : value === FIRST_AVAILABLE ? first : free.find((p) => p.id === value);
  const hint =
    value !== FIRST_AVAILABLE || (service && !known)
      ? undefined
      : first
        ? T.firstAvailableIs(first.name)
        : able.length === 0 && service
          ? T.noProfessionalFits
          : T.noProfessionalFree;
  return { value, setValue, options, professional, hint };
}

export function ProfessionalField({ choice }: { choice: ProfessionalChoice }) {
  return (
    <SelectField
      label={T.professional}
      value={choice.value}
      onChange={choice.setValue}
      options={choice.options}
      hint={choice.hint && <span role="status">{choice.hint}</span>}
      required
    />
  );
}
