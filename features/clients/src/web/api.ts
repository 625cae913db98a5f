import { featureApi } from '@agenda/api-client/trpc';
import type { ClientsApi } from '../server/router.ts';

export const { client, trpc } = featureApi<ClientsApi>();
