import { featureApi } from '@agenda/trpc/client';
import type { MessagesApi } from '../server/router.ts';

export const { client, trpc } = featureApi<MessagesApi>();
