import { featureApi } from '@agenda/api-client/trpc';
import type { AuthApi } from '../server/router.ts';

export const { client: authClient, trpc: authTrpc } = featureApi<AuthApi>();
