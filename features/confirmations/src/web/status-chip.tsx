import { statusLabel } from '@agenda/calendar/shared';
import { Badge, type BadgeTone } from '@agenda/ui';

const TONES: Record<string, BadgeTone> = {
  PENDING: 'amber',
  CONFIRMED: 'green',
  ARRIVED: 'teal',
  IN_SERVICE: 'blue',
  CANCELLED: 'red',
  COMPLETED: 'purple',
  OVERDUE: 'darkred',
  NO_SHOW: 'grey',
};

export const StatusChip = ({ status }: { status: string }) => <Badge tone={TONES[status] ?? 'grey'}>{statusLabel(status)}</Badge>;
