import { featureApi } from '@agenda/api-client/trpc';
import type { SettingsApi } from '../server/router.ts';

export const { client, trpc } = featureApi<SettingsApi>();
