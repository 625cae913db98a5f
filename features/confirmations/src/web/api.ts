import { featureApi } from '@agenda/trpc/client';
import type { ConfirmationsApi } from '../server/router.ts';

export const { client, trpc } = featureApi<ConfirmationsApi>();
