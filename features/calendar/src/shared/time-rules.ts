import { addMinutesToTime, timeToMinutes } from '@agenda/br';

/**
 * The end of an appointment that starts at `startTime` and lasts `duration` minutes. The
 * new-appointment form shows it modulo 24 hours (part 2 §5); `pastMidnight` tells the caller it
 * crossed into the next day, which the server refuses.
 */
export function endTimeFor(startTime: string, duration: number): { endTime: string; pastMidnight: boolean } {
  const { time, pastMidnight } = addMinutesToTime(startTime, duration);
  return { endTime: time, pastMidnight };
}

/** Minutes between start and end of one day's appointment. */
export function durationBetween(startTime: string, endTime: string): number {
  return timeToMinutes(endTime) - timeToMinutes(startTime);
}

/**
 * An appointment's time range is valid when it ends after it starts on the same day: an end at or
 * before the start can only come from a start plus duration that went past midnight.
 */
export function endsAfterStart(startTime: string, endTime: string): boolean {
  return timeToMinutes(endTime) > timeToMinutes(startTime);
}

/**
 * The reschedule rule (§5): the new end is the new start plus the appointment's duration; past
 * midnight it is refused. Returns the end time, or null when refused.
 */
export function rescheduledEndTime(newStartTime: string, duration: number): string | null {
  const { endTime, pastMidnight } = endTimeFor(newStartTime, duration);
  return pastMidnight || duration <= 0 ? null : endTime;
}
