import { router } from '@agenda/trpc';
import type { RestApp } from '@agenda/trpc/rest';

export const calendarEntities = [];
export const calendarRouter = router({});
export function mountCalendarRest(_app: RestApp): void {}
