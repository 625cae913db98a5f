import { featureApi } from '@agenda/api-client/trpc';
import type { MessagesApi } from '../server/router.ts';

export const { client, trpc } = featureApi<MessagesApi>();
