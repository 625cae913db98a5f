import type { FeedAppointment } from '@agenda/calendar/server';
import { ICalCalendar, type ICalDayJsStub, ICalEventStatus } from 'ical-generator';
import { type FeedEventStatus, feedEventStatus } from '../shared/feed-rules.ts';
import { offsetMinutes, fixedOffsetVtimezone } from './vtimezone.ts';

export interface FeedCalendar {
  /** The calendar's name in the phone: professional and clinic. */
  name: string;
  timeZone: string;
  /** The days covered ('yyyy-MM-dd'), for the VTIMEZONE. */
  from: string;
  to: string;
  appointments: readonly FeedAppointment[];
}

const STATUS: Record<FeedEventStatus, ICalEventStatus> = {
  CONFIRMED: ICalEventStatus.CONFIRMED,
  TENTATIVE: ICalEventStatus.TENTATIVE,
  CANCELLED: ICalEventStatus.CANCELLED,
};

/**
 * A clinic wall time (date and 'HH:mm' in its zone) as ical-generator's date stub: DTSTART/DTEND are
 * written exactly as the agenda shows them, with the zone's TZID. A native Date would be written with
 * the server process's own local clock, whatever zone the clinic is in.
 */
function wallTime(date: string, time: string, timeZone: string): ICalDayJsStub {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, h, min);
  const instant = new Date(asUtc - offsetMinutes(timeZone, new Date(asUtc)) * 60_000);
  const stub: ICalDayJsStub = {
    format: (pattern) =>
      pattern === 'YYYYMMDD'
        ? date.replaceAll('-', '')
        : pattern === 'HHmmss'
          ? `${time.replace(':', '')}00`
          : instant.toISOString(),
    isValid: () => true,
    toDate: () => instant,
    toJSON: () => instant.toISOString(),
    tz: () => stub,
  };
  return stub;
}

/** The feed as RFC 5545 text: one VEVENT per appointment, its UID stable across fetches. */
export function feedIcs(feed: FeedCalendar): string {
  const calendar = new ICalCalendar({
    name: feed.name,
    prodId: { company: 'Agenda', product: 'Agenda', language: 'PT-BR' },
    // No calendar-wide zone: ical-generator would write DTSTAMP in it, where RFC 5545 wants UTC.
    timezone: { name: null, generator: fixedOffsetVtimezone(feed.from, feed.to) },
    ttl: 60 * 60,
  });
  calendar.x([['X-WR-TIMEZONE', feed.timeZone]]);
  for (const a of feed.appointments) {
    calendar.createEvent({
      id: `${a.id}@agenda`,
      timezone: feed.timeZone,
      start: wallTime(a.date, a.startTime, feed.timeZone),
      end: wallTime(a.date, a.endTime, feed.timeZone),
      summary: `${a.serviceName} · ${a.firstName}`,
      status: STATUS[feedEventStatus(a.status)],
    });
  }
  return calendar.toString();
}
