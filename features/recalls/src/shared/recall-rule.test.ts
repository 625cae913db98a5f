import { describe, expect, it } from 'vitest';
import { type RecallFact, addMonths, daysBetween, defaultUntil, dueDateOf, recallsIn } from './recall-rule.ts';

const fact = (over: Partial<RecallFact> = {}): RecallFact => ({
  clientId: 'c1',
  serviceId: 's1',
  lastVisit: '2026-03-10',
  recallMonths: 6,
  booked: false,
  dismissedVisit: null,
  ...over,
});
const today = '2026-11-27';
const due = { status: 'due' as const, today, until: today };
const upcoming = { status: 'upcoming' as const, today, until: defaultUntil(today) };

describe('addMonths', () => {
  it('keeps the day when the month has it', () => {
    expect(addMonths('2026-03-10', 6)).toBe('2026-09-10');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(addMonths('2026-01-31', 12)).toBe('2027-01-31');
  });

  it('takes the last day of a shorter month, leap years included (date-fns semantics)', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
  });

  it('crosses years both ways and up to five years', () => {
    expect(addMonths('2026-12-05', 1)).toBe('2027-01-05');
    expect(addMonths('2026-01-05', -1)).toBe('2025-12-05');
    expect(addMonths('2026-05-20', 60)).toBe('2031-05-20');
  });
});

describe('recallsIn', () => {
  it('a visit six months ago is due at the same day six months on; a later due date is not yet', () => {
    expect(dueDateOf(fact())).toBe('2026-09-10');
    expect(recallsIn([fact()], due)).toEqual([{ ...fact(), dueDate: '2026-09-10' }]);
    expect(recallsIn([fact({ lastVisit: '2026-05-28' })], due)).toEqual([]);
    // Due today counts as due.
    expect(recallsIn([fact({ lastVisit: '2026-05-27' })], due)).toHaveLength(1);
  });

  it("upcoming: after today, up to 'until'", () => {
    const soon = fact({ lastVisit: '2026-06-10' }); // due 10/12
    const later = fact({ lastVisit: '2026-07-10' }); // due 10/01
    expect(recallsIn([soon, later, fact()], upcoming).map((r) => r.dueDate)).toEqual(['2026-12-10']);
    expect(recallsIn([soon, later], { ...upcoming, until: '2027-01-10' }).map((r) => r.dueDate)).toEqual([
      '2026-12-10',
      '2027-01-10',
    ]);
  });

  it('lists the most overdue first', () => {
    const facts = [
      fact({ clientId: 'a', lastVisit: '2026-04-01' }),
      fact({ clientId: 'b', lastVisit: '2026-02-01' }),
      fact({ clientId: 'c', lastVisit: '2025-06-01', recallMonths: 12 }),
    ];
    expect(recallsIn(facts, due).map((r) => r.clientId)).toEqual(['c', 'b', 'a']);
  });

  it('a booking closes the recall; asked for, it comes marked as booked', () => {
    expect(recallsIn([fact({ booked: true })], due)).toEqual([]);
    expect(recallsIn([fact({ booked: true })], { ...due, includeBooked: true })).toEqual([
      { ...fact({ booked: true }), dueDate: '2026-09-10' },
    ]);
  });

  it('a dismissal closes that recall only: a later completed visit opens a new one', () => {
    expect(recallsIn([fact({ dismissedVisit: '2026-03-10' })], due)).toEqual([]);
    expect(recallsIn([fact({ dismissedVisit: '2026-03-10' })], { ...due, includeBooked: true })).toEqual([]);
    const newer = fact({ lastVisit: '2026-05-02', dismissedVisit: '2026-03-10' });
    expect(recallsIn([newer], due)).toEqual([{ ...newer, dueDate: '2026-11-02' }]);
  });
});

describe('daysBetween', () => {
  it('counts whole days across months and years', () => {
    expect(daysBetween('2026-09-10', '2026-11-27')).toBe(78);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-11-27', '2026-11-27')).toBe(0);
  });
});
