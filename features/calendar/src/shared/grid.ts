import { addDays, minutesToTime, startOfWeekMonday, timeToMinutes, weekdayOf } from '@agenda/br';

// The week grid of the dashboard (§9): Monday to Saturday, rows from 08:00 to 19:30 every 30
// minutes, one pixel per minute.

export const DAYS_PER_WEEK = 6;
export const SLOT_MINUTES = 30;
export const PX_PER_MINUTE = 1;
export const GRID_START_MINUTES = 8 * 60;
/** The last row starts at 19:30, so the grid ends at 20:00. */
export const GRID_END_MINUTES = 20 * 60;
export const GRID_HEIGHT_PX = (GRID_END_MINUTES - GRID_START_MINUTES) * PX_PER_MINUTE;
/** Cards shorter than this would not show a line of text. */
export const MIN_CARD_HEIGHT_PX = 18;

export const DAY_SHORT_NAMES = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;
export const DAY_LONG_NAMES = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
] as const;

/** '08:00', '08:30', … '19:30'. */
export function slotTimes(): string[] {
  const times: string[] = [];
  for (let m = GRID_START_MINUTES; m < GRID_END_MINUTES; m += SLOT_MINUTES) times.push(minutesToTime(m));
  return times;
}

/** Monday to Saturday of the week holding `date` (a Sunday belongs to the week before it). */
export function weekOf(date: string): { startDate: string; endDate: string; dates: string[] } {
  const monday = startOfWeekMonday(date);
  const dates = Array.from({ length: DAYS_PER_WEEK }, (_, i) => addDays(monday, i));
  return { startDate: monday, endDate: dates[DAYS_PER_WEEK - 1] ?? monday, dates };
}

export function dayShortName(date: string): string {
  return DAY_SHORT_NAMES[weekdayOf(date)] ?? '';
}

export function dayLongName(date: string): string {
  return DAY_LONG_NAMES[weekdayOf(date)] ?? '';
}

const clampToGrid = (minutes: number) => Math.min(Math.max(minutes, GRID_START_MINUTES), GRID_END_MINUTES);

/** Where a card sits in its day column: top and height in pixels, clipped to the visible hours. */
export function cardBox(startTime: string, endTime: string): { top: number; height: number } {
  const start = clampToGrid(timeToMinutes(startTime));
  const end = Math.max(clampToGrid(timeToMinutes(endTime)), start);
  const top = Math.min((start - GRID_START_MINUTES) * PX_PER_MINUTE, GRID_HEIGHT_PX - MIN_CARD_HEIGHT_PX);
  return { top, height: Math.max((end - start) * PX_PER_MINUTE, MIN_CARD_HEIGHT_PX) };
}

/** True when [aStart, aEnd) and [bStart, bEnd) ('HH:mm') overlap. */
export function overlaps(aStart: string, aEnd: string, bStart: string, bEnd: string): boolean {
  return aStart < bEnd && bStart < aEnd;
}

/**
 * Side-by-side lanes for cards that overlap in time (a cancelled card under a new booking, say):
 * each card gets its lane and the lane count of its cluster of overlapping cards.
 */
export function layoutLanes<T extends { startTime: string; endTime: string }>(
  items: readonly T[],
): { item: T; lane: number; lanes: number }[] {
  const sorted = [...items].sort((a, b) => (a.startTime < b.startTime ? -1 : a.startTime > b.startTime ? 1 : 0));
  const placed: { item: T; lane: number; lanes: number }[] = [];
  let cluster: { item: T; lane: number; lanes: number }[] = [];
  let clusterEnd = '';
  const laneEnds: string[] = [];
  const closeCluster = () => {
    for (const p of cluster) p.lanes = laneEnds.length;
    placed.push(...cluster);
    cluster = [];
    laneEnds.length = 0;
  };
  for (const item of sorted) {
    if (cluster.length > 0 && item.startTime >= clusterEnd) closeCluster();
    let lane = laneEnds.findIndex((end) => end <= item.startTime);
    if (lane === -1) lane = laneEnds.push(item.endTime) - 1;
    else laneEnds[lane] = item.endTime;
    cluster.push({ item, lane, lanes: 1 });
    clusterEnd = cluster.length === 1 || item.endTime > clusterEnd ? item.endTime : clusterEnd;
  }
  closeCluster();
  return placed;
}
