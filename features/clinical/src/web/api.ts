import { featureApi } from '@agenda/api-client/trpc';
import type { ClinicalApi } from '../server/router.ts';

export const { client, trpc } = featureApi<ClinicalApi>();
