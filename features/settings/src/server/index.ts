export { settingsServerFeature } from './feature.ts';
import { AgendaSettingsSchema } from './entities/agenda-settings.entity.ts';
import { CustomHolidaySchema } from './entities/custom-holiday.entity.ts';
import { DayUnblockSchema } from './entities/day-unblock.entity.ts';
import { HolidayBridgeSchema } from './entities/holiday-bridge.entity.ts';
import { ScheduleBlockSchema } from './entities/schedule-block.entity.ts';

export type { SettingsApi, SettingsRouter } from './router.ts';
export { blockedDaysBetween, blockingInputs, bookingBlockReason, holidaysForYear, locationHolidays } from './blocking.service.ts';
export { agendaSettingsChanged, getSettings, readSettings, updateSettings } from './settings.service.ts';
export { periodAppointmentsPoint } from './points.ts';
export { AgendaSettingsSchema, CustomHolidaySchema, DayUnblockSchema, HolidayBridgeSchema, ScheduleBlockSchema };
