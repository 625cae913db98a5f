import { featureApi } from '@agenda/trpc/client';
import type { AuthApi } from '../server/router.ts';

export const { client: authClient, trpc: authTrpc } = featureApi<AuthApi>();
