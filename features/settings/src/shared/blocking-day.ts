import { timeToMinutes } from '@agenda/br';
import { type BlockingInputs, blockedRangesOn, blockingReason } from './blocking.ts';

// `bookingRefusal`'s question (is this slot free of blocks?) for many slots of one day: the day's
// blocking and its blocked ranges are decided once, each slot only compares minutes.

/** As blocking.ts reads an end time: '00:00' (or anything not after the start) means midnight. */
const endMinutes = (start: number, end: number): number => (end <= start ? 24 * 60 : end);

/**
 * Whether a slot of `date` is blocked, as `bookingRefusal(slot, inputs) !== null`: null when the
 * whole day is blocked, else a test of the slot's minutes (timeToMinutes of its times) against the
 * day's blocked ranges, as `timeRangesOverlap` tests them.
 */
export function blockedTimesOn(date: string, inputs: BlockingInputs): ((start: number, end: number) => boolean) | null {
  if (blockingReason(date, inputs)) return null;
  const ranges = blockedRangesOn(date, inputs).map((r) => {
    const first = timeToMinutes(r.start);
    return { first, last: endMinutes(first, timeToMinutes(r.end)) };
  });
  return (start, end) => ranges.some((r) => start < r.last && r.first < endMinutes(start, end));
}
