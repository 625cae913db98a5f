import { featureApi } from '@agenda/trpc/client';
import type { ServicesApi } from '../server/router.ts';

export const { client, trpc } = featureApi<ServicesApi>();
