import { type BlockingInputs, blockedRangesOn, blockingReason, timeRangesOverlap } from './blocking.ts';

// `bookingRefusal`'s question (is this slot free of blocks?) for many slots of one day: the day's
// blocking and its blocked ranges are decided once, each slot only tests the ranges.

/**
 * Whether a slot of `date` is blocked, as `bookingRefusal(slot, inputs) !== null`: null when the
 * whole day is blocked, else a test of the slot's times against the day's blocked ranges.
 */
export function blockedTimesOn(date: string, inputs: BlockingInputs): ((startTime: string, endTime: string) => boolean) | null {
  if (blockingReason(date, inputs)) return null;
  const ranges = blockedRangesOn(date, inputs);
  return (startTime, endTime) => ranges.some((r) => timeRangesOverlap(startTime, endTime, r.start, r.end));
}
