// Kept apart from holidays.ts so the UI can use the labels without pulling in date-holidays.

export type HolidayType = 'NATIONAL' | 'STATE' | 'CITY' | 'CUSTOM';

export const HOLIDAY_TYPE_LABELS = {
  CUSTOM: 'Personalizado',
  NATIONAL: 'Nacional',
  STATE: 'Estadual',
  CITY: 'Municipal',
} as const satisfies Record<HolidayType, string>;

export type Holiday = {
  /** 'yyyy-MM-dd' */
  date: string;
  name: string;
  type: HolidayType;
};
