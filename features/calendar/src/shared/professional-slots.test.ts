import { describe, expect, it } from 'vitest';
import { type AgendaProfessional, canAttend, hoursOn, isBooked, performs, someoneFree } from './professional-slots.ts';

// 2026-11-23 is a Monday, 2026-11-24 a Tuesday.
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';

const pro = (id: string, over: Partial<AgendaProfessional> = {}): AgendaProfessional => ({
  id,
  memberId: null,
  name: `Dra. ${id}`,
  color: '#2563eb',
  workingHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '18:00' })),
  followsClinicHours: true,
  serviceIds: ['cleaning', 'implant'],
  allServices: true,
  active: true,
  ...over,
});
const mondaysOnly = pro('b', {
  followsClinicHours: false,
  workingHours: [{ weekday: 1, start: '13:00', end: '17:00' }],
  allServices: false,
  serviceIds: ['implant'],
});
const cleaning = { id: 'cleaning', name: 'Limpeza' };
const at = (date: string, startTime: string, endTime: string) => ({ date, startTime, endTime });
const booking = (professionalId: string, startTime: string, endTime: string, status = 'CONFIRMED') => ({
  professionalId,
  date: MONDAY,
  startTime,
  endTime,
  status,
});

describe('who can take a slot', () => {
  it('needs the professional at work for the whole slot, on that weekday', () => {
    expect(canAttend(mondaysOnly, at(MONDAY, '13:00', '14:00'), null)).toBe(true);
    expect(canAttend(mondaysOnly, at(MONDAY, '16:30', '17:30'), null)).toBe(false);
    expect(canAttend(mondaysOnly, at(MONDAY, '12:30', '13:30'), null)).toBe(false);
    expect(canAttend(mondaysOnly, at(TUESDAY, '13:00', '14:00'), null)).toBe(false);
  });

  it('needs the service among theirs, unless they perform every one', () => {
    expect(canAttend(mondaysOnly, at(MONDAY, '13:00', '14:00'), cleaning)).toBe(false);
    expect(canAttend(mondaysOnly, at(MONDAY, '13:00', '14:00'), { id: 'implant', name: 'Implante' })).toBe(true);
    expect(canAttend(pro('a', { serviceIds: [] }), at(MONDAY, '09:00', '09:30'), cleaning)).toBe(true);
    expect(performs(mondaysOnly, 'implant')).toBe(true);
    expect(performs(mondaysOnly, 'cleaning')).toBe(false);
    expect(performs(pro('a', { serviceIds: [] }), 'cleaning')).toBe(true);
  });

  it('leaves the clinic hours to the opening rules when the profile follows them', () => {
    expect(canAttend(pro('a'), at(MONDAY, '07:00', '07:30'), null)).toBe(true);
  });

  it('counts every appointment of that professional but a cancelled one as booking them', () => {
    const list = [
      booking('a', '09:00', '09:30'),
      booking('b', '13:00', '14:00', 'CANCELLED'),
      booking('c', '10:00', '11:00', 'COMPLETED'),
      booking('d', '10:00', '11:00', 'NO_SHOW'),
    ];
    expect(isBooked('c', list, at(MONDAY, '10:30', '11:00'))).toBe(true);
    expect(isBooked('d', list, at(MONDAY, '10:00', '10:30'))).toBe(true);
    expect(isBooked('a', list, at(MONDAY, '09:15', '09:45'))).toBe(true);
    expect(isBooked('a', list, at(MONDAY, '09:30', '10:00'))).toBe(false);
    expect(isBooked('a', list, at(TUESDAY, '09:00', '09:30'))).toBe(false);
    expect(isBooked('b', list, at(MONDAY, '13:00', '14:00'))).toBe(false);
  });

  it("reads a professional's hours on a date: their own, none that day, or the clinic's", () => {
    expect(hoursOn(mondaysOnly, MONDAY)).toEqual({ weekday: 1, start: '13:00', end: '17:00' });
    expect(hoursOn(mondaysOnly, TUESDAY)).toBeNull();
    expect(hoursOn(pro('a'), MONDAY)).toBeUndefined();
  });

  it('offers a slot while someone among the shown professionals is free then', () => {
    const list = [booking('a', '09:00', '09:30')];
    expect(someoneFree([pro('a')], list, at(MONDAY, '09:00', '09:30'))).toBe(false);
    expect(someoneFree([pro('a'), pro('c')], list, at(MONDAY, '09:00', '09:30'))).toBe(true);
    expect(someoneFree([pro('a'), mondaysOnly], list, at(MONDAY, '09:00', '09:30'))).toBe(false);
  });
});
