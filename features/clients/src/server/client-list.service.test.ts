import { sql } from '@agenda/db';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { clientListSchema } from '../shared/list.ts';
import { clientPageSql } from './client-list.service.ts';
import type { AppointmentCountFragment } from './points.ts';

const COMPANY = '00000000-0000-4000-8000-000000000001';
const query = (input: Record<string, unknown>) => v.parse(clientListSchema, input);

describe('clientPageSql: the appointment count arrives as a fragment, never as text', () => {
  // A contributed count that carries a value of its own: as text it could not cross the point.
  const countOf: AppointmentCountFragment = (client) =>
    sql`(select count(*) from appointment ca where ca.company_id = ${client.companyId} and ca.client_id = ${client.id} and ca.status <> ${'cancelled'})`;

  it("splices the count for the page's rows, its values as parameters of the one statement", () => {
    const { text, values } = clientPageSql(COMPANY, query({}), '2026-11-27', countOf).render();
    expect(text).toContain(
      `(select count(*) from appointment ca where ca.company_id = "c"."company_id" and ca.client_id = "c"."id" and ca.status <> $`,
    );
    expect(values).toContain('cancelled');
    expect(text).not.toContain("'cancelled'");
  });

  it('filters recorrentes by the same fragment, on the rows being matched', () => {
    const { text, values } = clientPageSql(COMPANY, query({ filter: 'recorrentes' }), '2026-11-27', countOf).render();
    expect(text).toContain('ca.company_id = "m"."company_id" and ca.client_id = "m"."id"');
    expect(text).toContain('ca.company_id = "s"."company_id" and ca.client_id = "s"."id"');
    expect(values.filter((value) => value === 'cancelled').length).toBeGreaterThanOrEqual(3);
  });

  it('counts nothing without a contribution', () => {
    const { text } = clientPageSql(COMPANY, query({}), '2026-11-27').render();
    expect(text).toContain('0::int as appointment_count');
  });
});
