import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors.ts';

describe('isDatabaseUnavailable', () => {
  it('knows a database that is away: refused, shutting down, a killed backend, a cut transaction', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable({ message: 'terminating connection', code: '57P01' })).toBe(true);
    expect(isDatabaseUnavailable({ name: 'DriverException', previous: { code: '57P01' } })).toBe(true);
    expect(isDatabaseUnavailable(new Error('Transaction query already complete, run with DEBUG=knex:tx'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('leaves a failed statement alone: it would fail again', () => {
    expect(isDatabaseUnavailable({ code: '23505', message: 'duplicate key' })).toBe(false);
    expect(isDatabaseUnavailable({ code: '23P01', message: 'conflicting key value violates exclusion constraint' })).toBe(false);
    expect(isDatabaseUnavailable(new Error('syntax error at or near "selct"'))).toBe(false);
  });
});
