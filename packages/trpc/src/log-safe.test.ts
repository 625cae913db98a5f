import { describe, expect, it } from 'vitest';
import { loggableError, redactPath } from './log-safe.ts';

describe('what a failure may leave in the log', () => {
  it('keeps a database error to its kind, code and constraint, never the statement and its values', () => {
    const driver = Object.assign(new Error(`insert into "client" values ('Joana', '52998224725', 'alergia')`), {
      name: 'UniqueConstraintViolationException',
      code: '23505',
      constraint: 'client_company_id_cpf_key',
    });
    const logged = JSON.stringify(loggableError(driver));
    expect(logged).toContain('23505');
    expect(logged).toContain('client_company_id_cpf_key');
    expect(logged).not.toContain('Joana');
    expect(logged).not.toContain('52998224725');
  });

  it('keeps the first line of other errors and hides digit runs in paths', () => {
    expect(loggableError(new TypeError('x is undefined\n    at stack'))).toEqual({
      error: 'TypeError',
      message: 'x is undefined',
    });
    expect(redactPath('/api/clients/search/52998224725')).toBe('/api/clients/search/***');
    expect(redactPath('/api/appointments/3f2c/details')).toBe('/api/appointments/3f2c/details');
  });
});
