import { cpfWithCheckDigits, isValidCpf } from '@agenda/br';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { clientInputSchema } from '../shared/client.ts';
import { demoClientFields } from './demo-clients.data.ts';

describe('demo clients', () => {
  it('completes CPFs with valid check digits', () => {
    expect(cpfWithCheckDigits('529982247')).toBe('52998224725');
    expect(cpfWithCheckDigits('111444777')).toBe('11144477735');
  });

  it('are a dozen distinct patients that pass the create rules unchanged', () => {
    const clients = demoClientFields();
    expect(clients.length).toBeGreaterThanOrEqual(12);
    expect(new Set(clients.map((c) => c.cpf)).size).toBe(clients.length);
    for (const client of clients) {
      expect(isValidCpf(client.cpf), client.fullName).toBe(true);
      expect(v.parse(clientInputSchema, client)).toEqual(client);
    }
    expect(clients.filter((c) => c.email).length).toBeGreaterThan(3);
  });
});
