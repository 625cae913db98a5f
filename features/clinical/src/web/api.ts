import { featureApi } from '@agenda/trpc/client';
import type { ClinicalApi } from '../server/router.ts';

export const { client, trpc } = featureApi<ClinicalApi>();
