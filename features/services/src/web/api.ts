import { featureApi } from '@agenda/api-client/trpc';
import type { ServicesApi } from '../server/router.ts';

export const { client, trpc } = featureApi<ServicesApi>();
