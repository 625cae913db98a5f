import { featureApi } from '@agenda/client/trpc';
import type { ConfirmationsApi } from '../server/router.ts';

export const { client, trpc } = featureApi<ConfirmationsApi>();
