import type { ServerFeature } from '@agenda/trpc';
import { AgendaSettingsSchema } from './entities/agenda-settings.entity.ts';
import { CustomHolidaySchema } from './entities/custom-holiday.entity.ts';
import { DayUnblockSchema } from './entities/day-unblock.entity.ts';
import { MessageTemplateSchema } from './entities/message-template.entity.ts';
import { HolidayBridgeSchema } from './entities/holiday-bridge.entity.ts';
import { ScheduleBlockSchema } from './entities/schedule-block.entity.ts';
import { PixKeySettingSchema } from './entities/pix-key.entity.ts';
import { Migration20261125000200_settings } from './migrations/Migration20261125000200_settings.ts';
import { Migration20261126000200_settings_tenant_keys } from './migrations/Migration20261126000200_settings_tenant_keys.ts';
import { Migration20261126600200_settings_time_ranges } from './migrations/Migration20261126600200_settings_time_ranges.ts';
import { Migration20261202000600_message_templates } from './migrations/Migration20261202000600_message_templates.ts';
import { Migration20261211000100_pix_key } from './migrations/Migration20261211000100_pix_key.ts';
import { seedDemoPixKey } from './demo-pix-key.seeder.ts';
import { periodAppointmentsPoint } from './points.ts';
import { settingsRest } from './rest.ts';
import { settingsRouter } from './router.ts';

export const settingsServerFeature = {
  key: 'settings',
  router: settingsRouter,
  entities: [
    AgendaSettingsSchema,
    CustomHolidaySchema,
    HolidayBridgeSchema,
    ScheduleBlockSchema,
    DayUnblockSchema,
    MessageTemplateSchema,
    PixKeySettingSchema,
  ],
  migrations: [
    { name: 'Migration20261125000200_settings', class: Migration20261125000200_settings },
    { name: 'Migration20261126000200_settings_tenant_keys', class: Migration20261126000200_settings_tenant_keys },
    { name: 'Migration20261126600200_settings_time_ranges', class: Migration20261126600200_settings_time_ranges },
    { name: 'Migration20261202000600_message_templates', class: Migration20261202000600_message_templates },
    { name: 'Migration20261211000100_pix_key', class: Migration20261211000100_pix_key },
  ],
  rest: settingsRest,
  seedDemo: seedDemoPixKey,
  offers: [periodAppointmentsPoint],
} satisfies ServerFeature<'settings'>;
