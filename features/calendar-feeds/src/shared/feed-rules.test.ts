import { describe, expect, it } from 'vitest';
import { feedEventStatus } from './feed-rules.ts';

describe('feedEventStatus', () => {
  it.each([
    ['CONFIRMED', 'CONFIRMED'],
    ['COMPLETED', 'CONFIRMED'],
    ['ARRIVED', 'CONFIRMED'],
    ['IN_SERVICE', 'CONFIRMED'],
    ['PENDING', 'TENTATIVE'],
    ['OVERDUE', 'TENTATIVE'],
    ['CANCELLED', 'CANCELLED'],
    ['NO_SHOW', 'CANCELLED'],
  ])('%s appointments are %s on the phone', (status, expected) => {
    expect(feedEventStatus(status)).toBe(expected);
  });
});
