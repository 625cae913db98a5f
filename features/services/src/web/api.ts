import { featureApi } from '@agenda/client/trpc';
import type { ServicesApi } from '../server/router.ts';

export const { client, trpc } = featureApi<ServicesApi>();
