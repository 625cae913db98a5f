export { settingsServerFeature } from './feature.ts';
export { blockedDaysBetween, bookingBlockReason, holidaysForYear } from './blocking.service.ts';
export { agendaSettingsChanged, updateSettings } from './settings.service.ts';
export { periodAppointmentsPoint } from './points.ts';
export { messageTemplates } from './message-templates.service.ts';
export { blockingInputs } from './blocking.service.ts';
export { bookingRefusal as blockRefusal } from '../shared/blocking.ts';
export { type BlockingRows, blockingInputsOf, blockingInputsSql } from './blocking-read.ts';
export { blockedTimesOn } from '../shared/blocking-day.ts';
