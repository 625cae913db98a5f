import type { teamServerFeature } from '@agenda/team/server';
import type { router } from '@agenda/trpc';
import { featureApi } from '@agenda/api-client/trpc';
import type { CalendarApi } from '../server/router.ts';

export const { client, trpc } = featureApi<CalendarApi>();

/** The team's router as the browser sees it: the agenda reads its professionals (read-only here). */
type TeamApi = ReturnType<typeof router<{ team: (typeof teamServerFeature)['router'] }>>;
export const team = featureApi<TeamApi>();
