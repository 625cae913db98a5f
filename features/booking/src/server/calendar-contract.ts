import { createAppointment as create } from '@agenda/calendar/server';
import type { Em } from '@agenda/db';

// Until calendar's free slots and online origin reach this branch: the agreed contract's shapes, so
// the feature builds and its other parts can be tried. Goes away with the merge of that work.

export interface FreeSlotQuery {
  serviceId: string;
  professionalIds: readonly string[];
  from: string;
  to: string;
  notBefore?: string;
}
export interface FreeSlot {
  date: string;
  startTime: string;
  endTime: string;
  professionalIds: string[];
}
export interface BookingOrigin {
  origin: 'ONLINE';
  status: 'PENDING' | 'CONFIRMED';
}

export async function freeSlotsBetween(_em: Em, _companyId: string, _query: FreeSlotQuery): Promise<FreeSlot[]> {
  return [];
}

export const createAppointment = (
  em: Em,
  actor: Parameters<typeof create>[1],
  input: Parameters<typeof create>[2],
  _origin?: BookingOrigin,
) => create(em, actor, input);
