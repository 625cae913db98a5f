import type { BadgeTone } from '@agenda/ui';

/** Badge tones of payment and expense statuses (paid green, pending amber, partial blue). */
export const STATUS_TONES: Record<string, BadgeTone> = { PAID: 'green', PENDING: 'amber', PARTIAL: 'blue', REVERSED: 'red' };
