import type { Holiday } from '@agenda/br';
import { COLOR_PRESETS } from './palette.ts';

export type { Holiday };

/** The agenda settings of a company (spec §3 'Settings object'). */
export interface AgendaSettings {
  primaryColor: string;
  secondaryColor: string;
  blockedDayColor: string;
  appointmentColors: string[];
  nationalHolidays: boolean;
  stateHolidays: boolean;
  cityHolidays: boolean;
  lunchBreakEnabled: boolean;
  lunchBreakStart: string;
  lunchBreakEnd: string;
}

/** Spec §9 defaults; the holiday toggles are the calendar's (national and state on, city off). */
export const DEFAULT_SETTINGS: Readonly<AgendaSettings> = Object.freeze({
  primaryColor: '#667eea',
  secondaryColor: '#764ba2',
  blockedDayColor: '#9CA3AF4D',
  appointmentColors: [...COLOR_PRESETS.Padrão],
  nationalHolidays: true,
  stateHolidays: true,
  cityHolidays: false,
  lunchBreakEnabled: false,
  lunchBreakStart: '12:00',
  lunchBreakEnd: '13:00',
});

/** Holiday types an owner can add: CUSTOM, or CITY for a city the holiday dataset does not cover. */
export const CUSTOM_HOLIDAY_TYPES = ['CUSTOM', 'CITY'] as const;
export type CustomHolidayType = (typeof CUSTOM_HOLIDAY_TYPES)[number];

export interface CustomHoliday {
  id: string;
  name: string;
  date: string;
  type: CustomHolidayType;
  /** Repeats on the same day and month every year from `date` on. */
  recurring: boolean;
  enabled: boolean;
}

export interface HolidayBridge {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  enabled: boolean;
}

export const BLOCK_TYPES = ['VACATION', 'DAY_OFF', 'MAINTENANCE', 'PERSONAL'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const BLOCK_TYPE_LABELS = {
  VACATION: 'Férias',
  DAY_OFF: 'Folga',
  MAINTENANCE: 'Manutenção',
  PERSONAL: 'Pessoal',
} as const satisfies Record<BlockType, string>;

export interface ScheduleBlock {
  id: string;
  title: string;
  startDate: string;
  endDate: string;
  type: BlockType;
  /** An all-day block blocks its days; otherwise only startTime–endTime on each of them. */
  allDay: boolean;
  startTime: string | null;
  endTime: string | null;
  enabled: boolean;
}

export interface DayUnblock {
  id: string;
  date: string;
  reason: string;
  enabled: boolean;
}

/** Everything the settings dialog shows. */
export interface AllSettings {
  settings: AgendaSettings;
  holidays: CustomHoliday[];
  bridges: HolidayBridge[];
  blocks: ScheduleBlock[];
  unblocks: DayUnblock[];
}

/** A blocked day in the calendar: the spec's reason text and the holiday's or item's name. */
export interface BlockedDay {
  date: string;
  reason: string;
  name: string;
}

/** Slots blocked inside an open day (lunch break, time-range blocks); `end` is exclusive. */
export interface BlockedRange {
  start: string;
  end: string;
  reason: string;
  name: string;
}

export interface DatedBlockedRange extends BlockedRange {
  date: string;
}
