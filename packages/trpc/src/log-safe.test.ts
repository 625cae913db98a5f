import { describe, expect, it } from 'vitest';
import { loggableError, redact, redactPath } from './log-safe.ts';

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
    expect(loggableError(new TypeError('x is undefined\n    at stack'))).toMatchObject({
      error: 'TypeError',
      message: 'x is undefined',
    });
    expect(redactPath('/api/clients/search/52998224725')).toBe('/api/clients/search/***');
    expect(redactPath('/api/appointments/3f2c/details')).toBe('/api/appointments/3f2c/details');
  });
});

describe('redaction of logged text', () => {
  it('hides CPFs in any format, e-mails and tokens wherever they appear', () => {
    for (const path of [
      '/api/clients/search/786.473.259-31',
      '/api/clients/search/786473259-31',
      '/api/clients/search/786%2E473%2E259-31',
      '/api/clients/search/786 473 259 31',
    ])
      expect(redactPath(path), path).toBe('/api/clients/search/***');
    const line = redact('{"path":"/x/ana.souza@clinica.com.br","auth":"Bearer abc.def","jwt":"eyJhbGciOi.eyJzdWIi.sig"}');
    expect(line).not.toContain('ana.souza');
    expect(line).not.toContain('abc.def');
    expect(line).not.toContain('eyJzdWIi');
    expect(redact('/api/cep/01310%40x.com')).not.toContain('01310');
  });
});

describe('redact keeps identifiers whole', () => {
  it('leaves a UUID whose first group is all digits, and still hides a CPF beside it', () => {
    const line = '{"requestId":"12345678-e933-4d42-8891-84c625ffd19f","path":"/api/clients/search/786.473.259-31"}';
    expect(redact(line)).toBe('{"requestId":"12345678-e933-4d42-8891-84c625ffd19f","path":"/api/clients/search/***"}');
  });
});
