import { featureApi } from '@agenda/trpc/client';
import type { ClientsApi } from '../server/router.ts';

export const { client, trpc } = featureApi<ClientsApi>();
