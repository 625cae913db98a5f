import type { FeedAppointment } from '@agenda/calendar/server';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { feedIcs } from './ics.ts';
import { fixedOffset } from './vtimezone.ts';

const appointment = (over: Partial<FeedAppointment>): FeedAppointment => ({
  id: '00000000-0000-4000-8000-000000000001',
  date: '2027-03-10',
  startTime: '09:00',
  endTime: '09:45',
  status: 'CONFIRMED',
  serviceName: 'Limpeza',
  firstName: 'Maria',
  ...over,
});

const parse = (text: string) => Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');

describe('feedIcs', () => {
  it.each([
    ['America/Sao_Paulo', '2027-03-10T12:00:00.000Z', '-0300'],
    ['America/Manaus', '2027-03-10T13:00:00.000Z', '-0400'],
    ['America/Noronha', '2027-03-10T11:00:00.000Z', '-0200'],
  ])('writes a 09:00 appointment in %s as its wall time with the zone, read back as %s', (timeZone, instant, offset) => {
    const text = feedIcs({
      name: 'Dra. Ana · Clínica',
      timeZone,
      from: '2027-02-01',
      to: '2027-08-01',
      appointments: [appointment({})],
    });
    expect(text).toContain(`DTSTART;TZID=${timeZone}:20270310T090000`);
    expect(text).toContain(`DTEND;TZID=${timeZone}:20270310T094500`);
    expect(text).toMatch(new RegExp(`BEGIN:VTIMEZONE\\r\\nTZID:${timeZone}[\\s\\S]*TZOFFSETTO:${offset}`));
    // RFC 5545: the stamp is UTC whatever the events' zone.
    expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    const [event] = parse(text);
    expect(event?.start.toISOString()).toBe(instant);
    expect(event?.uid).toBe('00000000-0000-4000-8000-000000000001@agenda');
  });

  it('names the service and the first name only, with the status a phone understands', () => {
    const text = feedIcs({
      name: 'x',
      timeZone: 'America/Sao_Paulo',
      from: '2027-02-01',
      to: '2027-08-01',
      appointments: [
        appointment({ id: 'a', status: 'PENDING' }),
        appointment({ id: 'b', status: 'NO_SHOW', serviceName: 'Canal', firstName: 'João' }),
      ],
    });
    const events = parse(text);
    expect(events.map((e) => [e.uid, e.summary, e.status])).toEqual([
      ['a@agenda', 'Limpeza · Maria', 'TENTATIVE'],
      ['b@agenda', 'Canal · João', 'CANCELLED'],
    ]);
  });
});

describe('fixedOffset', () => {
  it('finds one offset all year in Brazilian zones, none across a daylight-saving change', () => {
    const year = [new Date('2027-01-01T00:00:00Z'), new Date('2027-12-31T00:00:00Z')] as const;
    expect(fixedOffset('America/Sao_Paulo', ...year)).toBe(-180);
    expect(fixedOffset('America/Manaus', ...year)).toBe(-240);
    expect(fixedOffset('America/New_York', ...year)).toBeNull();
  });
});
