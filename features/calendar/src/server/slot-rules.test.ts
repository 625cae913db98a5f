import { eachDate, minutesToTime, weekdayOf } from '@agenda/br';
import { brazilianHolidays } from '@agenda/br/holidays';
import { describe, expect, it } from 'vitest';
import { GRID_END_MINUTES, GRID_START_MINUTES } from '../shared/grid.ts';
import {
  type Busy,
  type ClinicRules,
  type SlotProfessional,
  clinicDayAllows,
  professionalDayAllows,
  refusalOf,
} from './slot-rules.ts';

// The free slots decide the rules a day at a time; booking asks `refusalOf` slot by slot. Both must
// give the same answer for every slot, whatever the hours, services, blocks and appointments.

const SERVICE = {
  id: 's1',
  name: 'Limpeza',
  days: [false, true, true, true, true, true, true],
  startTime: '09:00',
  endTime: '17:30',
};
const RULES: ClinicRules = {
  hours: { businessDays: [1, 2, 3, 4, 5, 6], openingTime: '08:30', closingTime: '18:00' },
  service: SERVICE,
  blocking: {
    settings: {
      nationalHolidays: true,
      stateHolidays: true,
      cityHolidays: false,
      lunchBreakEnabled: true,
      lunchBreakStart: '12:00',
      lunchBreakEnd: '13:00',
    },
    calendar: brazilianHolidays(2026, { state: 'SP', city: 'São Paulo' }),
    customHolidays: [{ name: 'Padroeira', date: '2026-11-18', type: 'CUSTOM', recurring: false, enabled: true }],
    bridges: [{ name: 'Ponte', startDate: '2026-11-19', endDate: '2026-11-19', enabled: true }],
    blocks: [
      {
        title: 'Reunião',
        startDate: '2026-11-24',
        endDate: '2026-11-26',
        type: 'PERSONAL',
        allDay: false,
        startTime: '15:00',
        endTime: '16:30',
        enabled: true,
      },
    ],
    unblocks: [{ date: '2026-11-20', reason: 'Atende no feriado', enabled: true }],
  },
};
const PROFESSIONALS: SlotProfessional[] = [
  { id: 'a', name: 'Ana', workingHours: null, serviceIds: null },
  {
    id: 'b',
    name: 'Bruno',
    workingHours: [1, 3, 6].map((weekday) => ({ weekday, start: '08:00', end: '12:00' })),
    serviceIds: ['s1'],
  },
  { id: 'c', name: 'Carla', workingHours: null, serviceIds: ['s2'] },
  { id: 'd', name: 'Davi', workingHours: [{ weekday: 2, start: '13:30', end: '19:00' }], serviceIds: null },
];
const BUSY: Busy[] = [
  { id: 'x', date: '2026-11-23', start_time: '09:00', end_time: '10:00' },
  { id: 'y', date: '2026-11-24', start_time: '14:30', end_time: '15:00' },
  { id: 'z', date: '2026-11-28', start_time: '08:00', end_time: '09:30' },
];

describe('clinicDayAllows and professionalDayAllows', () => {
  it('allow exactly the slots refusalOf accepts, for services of 30 to 120 minutes over three weeks', () => {
    let offered = 0;
    for (const duration of [30, 60, 90, 120]) {
      for (const date of eachDate('2026-11-15', '2026-12-05')) {
        const clinic = clinicDayAllows(date, RULES);
        for (const professional of PROFESSIONALS) {
          const busy = BUSY.filter((b) => b.date === date);
          const own = professionalDayAllows(weekdayOf(date), RULES, professional, busy);
          for (let m = GRID_START_MINUTES; m + duration <= GRID_END_MINUTES; m += 30) {
            const slot = { date, startTime: minutesToTime(m), endTime: minutesToTime(m + duration) };
            const byDay = Boolean(clinic?.(m, m + duration)) && Boolean(own?.(m, m + duration));
            expect(byDay, `${professional.name} ${date} ${slot.startTime} (${duration} min)`).toBe(
              refusalOf(slot, RULES, professional, busy) === null,
            );
            if (byDay) offered++;
          }
        }
      }
    }
    expect(offered).toBeGreaterThan(100);
  });
});
