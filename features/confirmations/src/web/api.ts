import { featureApi } from '@agenda/api-client/trpc';
import type { ConfirmationsApi } from '../server/router.ts';

export const { client, trpc } = featureApi<ConfirmationsApi>();
