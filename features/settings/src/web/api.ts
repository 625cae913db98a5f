import { featureApi } from '@agenda/trpc/client';
import type { SettingsApi } from '../server/router.ts';

export const { client, trpc } = featureApi<SettingsApi>();
