import { featureApi } from '@agenda/client/trpc';
import type { SettingsApi } from '../server/router.ts';

export const { client, trpc } = featureApi<SettingsApi>();
