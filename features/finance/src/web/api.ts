import type { ServicesApi } from '@agenda/services/server';
import type { TeamApi } from '@agenda/team/server';
import { featureApi } from '@agenda/api-client/trpc';
import type { FinanceApi } from '../server/router.ts';

export const { client, trpc } = featureApi<FinanceApi>();
/** The 'repasse' is saved on the professional (team's); its form lists the service types (services'). */
export const team = featureApi<TeamApi>();
export const services = featureApi<ServicesApi>();
