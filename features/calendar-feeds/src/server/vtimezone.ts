// ical-generator writes a VTIMEZONE only through a generator it is given, and the libraries its
// documentation names are not among our dependencies. The clinics' zones are Brazil's, which keep one
// offset all year since 2019 (no daylight saving), so the component is one STANDARD rule: the offset
// from the feed's first day on. A zone whose offset moves within the feed gets no component (the
// TZID is still the IANA name every calendar app knows).

const DAY_MS = 24 * 60 * 60 * 1000;

/** The zone's offset from UTC at `at`, in minutes (São Paulo: -180). */
export function offsetMinutes(timeZone: string, at: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** '-0300' for -180. */
const utcOffset = (minutes: number) => {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
};

/** The offset the zone keeps from `from` to `to`, or null when it changes in between. */
export function fixedOffset(timeZone: string, from: Date, to: Date): number | null {
  const first = offsetMinutes(timeZone, from);
  for (let t = from.getTime(); t <= to.getTime() + DAY_MS; t += DAY_MS) {
    if (offsetMinutes(timeZone, new Date(t)) !== first) return null;
  }
  return first;
}

/** A VTIMEZONE generator for ical-generator, valid for the days `from`..`to` ('yyyy-MM-dd'). */
export function fixedOffsetVtimezone(from: string, to: string): (timeZone: string) => string | null {
  return (timeZone) => {
    const offset = fixedOffset(timeZone, new Date(`${from}T12:00:00Z`), new Date(`${to}T12:00:00Z`));
    if (offset === null) return null;
    const tz = utcOffset(offset);
    return [
      'BEGIN:VTIMEZONE',
      `TZID:${timeZone}`,
      `X-LIC-LOCATION:${timeZone}`,
      'BEGIN:STANDARD',
      `DTSTART:${from.replaceAll('-', '')}T000000`,
      `TZOFFSETFROM:${tz}`,
      `TZOFFSETTO:${tz}`,
      `TZNAME:${tz.slice(0, 3)}`,
      'END:STANDARD',
      'END:VTIMEZONE',
    ].join('\r\n');
  };
}
