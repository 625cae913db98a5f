import { addDays, minutesToTime, nowInTimeZone, timeToMinutes } from '@agenda/br';

// When a reminder goes out: pure rules on wall-clock times of the clinic's time zone.

/** Which reminders a clinic sends and when it keeps quiet (`message_settings`). */
export interface ReminderRules {
  /** Hours before the appointment's start, one reminder each (defaults 24 and 2). */
  hoursBefore: readonly number[];
  /** Quiet hours 'HH:mm'–'HH:mm' (default 20:00–08:00); equal times: no quiet hours. */
  quietStart: string;
  quietEnd: string;
}

export const DEFAULT_REMINDER_RULES: ReminderRules = { hoursBefore: [24, 2], quietStart: '20:00', quietEnd: '08:00' };

/** A reminder's kind is named by its distance: 'reminder-24h'. One per appointment and kind. */
export const reminderKind = (hours: number) => `reminder-${hours}h`;

export interface WallTime {
  date: string;
  time: string;
}

const MINUTES_PER_DAY = 24 * 60;

/** `minutes` later (or earlier, when negative) on the wall clock, across midnight. */
export function shiftWallTime(at: WallTime, minutes: number): WallTime {
  const total = timeToMinutes(at.time) + minutes;
  const days = Math.floor(total / MINUTES_PER_DAY);
  return { date: addDays(at.date, days), time: minutesToTime(total - days * MINUTES_PER_DAY) };
}

const key = (w: WallTime) => `${w.date} ${w.time}`;

/** Whether the wall time falls in quiet hours [start, end), which may run past midnight. */
export function inQuietHours(time: string, rules: Pick<ReminderRules, 'quietStart' | 'quietEnd'>): boolean {
  const { quietStart: start, quietEnd: end } = rules;
  if (start === end) return false;
  return start < end ? time >= start && time < end : time >= start || time < end;
}

/**
 * The wall time a reminder `hours` before `start` goes out. One due in quiet hours waits for their
 * end when that is still before the appointment; otherwise it goes just before they begin (one
 * minute before), the evening before: a patient is never woken, and still hears before arriving.
 */
export function reminderWallTime(start: WallTime, hours: number, rules: ReminderRules): WallTime {
  const due = shiftWallTime(start, -hours * 60);
  if (!inQuietHours(due.time, rules)) return due;
  const { quietStart, quietEnd } = rules;
  // The quiet stretch `due` is in: from its start (today or yesterday) to its end (today or tomorrow).
  const wraps = quietStart > quietEnd;
  const beganYesterday = wraps && due.time < quietEnd;
  const startDate = beganYesterday ? addDays(due.date, -1) : due.date;
  const endDate = wraps && !beganYesterday ? addDays(due.date, 1) : due.date;
  const end = { date: endDate, time: quietEnd };
  if (key(end) < key(start)) return end;
  return shiftWallTime({ date: startDate, time: quietStart }, -1);
}

export interface PlannedReminder {
  kind: string;
  /** Wall time in the clinic's zone. */
  at: WallTime;
}

/**
 * The reminders an appointment still has to get: none when it is not open (only PENDING and
 * CONFIRMED are reminded), and none whose time has passed (a booking made an hour ahead gets no
 * '2 h before'). Two kinds that land on the same minute both stay: they are different reminders.
 */
export function plannedReminders(
  appointment: { date: string; startTime: string; status: string },
  rules: ReminderRules,
  now: WallTime,
): PlannedReminder[] {
  if (appointment.status !== 'PENDING' && appointment.status !== 'CONFIRMED') return [];
  const start = { date: appointment.date, time: appointment.startTime };
  if (key(start) <= key(now)) return [];
  return [...new Set(rules.hoursBefore)]
    .map((hours) => ({ kind: reminderKind(hours), at: reminderWallTime(start, hours, rules) }))
    .filter((r) => key(r.at) > key(now));
}

/** The instant a wall-clock date and time of `timeZone` is (zone offsets are whole minutes). */
export function instantIn(timeZone: string, at: WallTime): Date {
  const guess = Date.parse(`${at.date}T${at.time}:00Z`);
  const wall = nowInTimeZone(timeZone, new Date(guess));
  const offset = Date.parse(`${wall.date}T${wall.time}:00Z`) - guess;
  return new Date(guess - offset);
}

/** The retry after the `attempt`-th failure: 30 s, 1 min, 2 min, 4 min … at most an hour. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempt - 1));
}

/** After this many failed attempts a message stays 'falhou'. */
export const MAX_ATTEMPTS = 5;
