import { router } from '@agenda/trpc';
import type { RestApp } from '@agenda/trpc/rest';

export const settingsEntities = [];
export const settingsRouter = router({});
export function mountSettingsRest(_app: RestApp): void {}
