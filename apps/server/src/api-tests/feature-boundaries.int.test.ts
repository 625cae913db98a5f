import { clientByCpf, clientsByIds, findClient } from '@agenda/clients/server';
import { type Em, type Sql, requestEm, runSql, setTransactionCompany, sql } from '@agenda/db';
import { findProduct, productsById, productsOnSale } from '@agenda/products/server';
import { bookableServices, findBookableService, servicesById, serviceTypesById } from '@agenda/services/server';
import { CLINIC_CARD_SQL, COMPANY_PLACE_SQL, COMPANY_ZONE_SQL, USER_BRIEF_SQL } from '@agenda/auth/server';
import { APPOINTMENT_VALUE_ROWS, COMPLETED_APPOINTMENT_ROWS } from '@agenda/calendar/server';
import { CLIENT_BRIEF_SQL } from '@agenda/clients/server';
import {
  INSTALLMENT_ROWS,
  MONEY_IN_ROWS,
  OPEN_BALANCE_ROWS,
  PAYMENT_ROWS,
  PRODUCT_LINE_ROWS,
  RECEIVABLE_ROWS,
  REVERSAL_ROWS,
  SERVICE_LINE_ROWS,
} from '@agenda/finalize/server';
import { SERVICE_BRIEF_SQL, SERVICE_RECALL_SQL } from '@agenda/services/server';
import { COMMISSION_RATE_ROWS, PROFESSIONAL_BRIEF_SQL, activeProfessionals, professionalsById } from '@agenda/team/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createService, createServiceType, json } from '../testing/factories.ts';
import { type TestServer, registeredOwner, startTestServer } from '../testing/test-server.ts';

// The read functions a feature offers others hand out data, not the owner's managed entities: a
// consumer that changes what it read (by mistake, or to build its own answer) and then flushes its
// transaction writes nothing to the owner's table.

let server: TestServer;
let companyId: string;
let clientId: string;
let clientCpf: string;
let serviceId: string;
let typeId: string;
let productId: string;

beforeAll(async () => {
  server = await startTestServer();
  const owner = await registeredOwner(server);
  companyId = owner.user.companyId;
  const client = await createClient<{ id: string; cpf: string }>(server, owner, { fullName: 'Ana Original' });
  clientId = client.id;
  clientCpf = client.cpf;
  typeId = (await createServiceType(server, owner)).id;
  serviceId = (await createService(server, owner, typeId, { name: 'Limpeza Original' })).id;
  const res = await server.request('/api/products', {
    method: 'POST',
    token: owner.token,
    json: { name: 'Fio Original', costPrice: 3, salePrice: 9, stock: 5 },
  });
  expect(res.status).toBe(201);
  productId = (await json<{ product: { id: string } }>(res)).product.id;
});
afterAll(() => server.close());

/** Runs `work` in a tenant transaction of the company, as a consumer feature's service would. */
async function inTransaction(work: (tx: Em) => Promise<void>): Promise<void> {
  await requestEm(server.tenantOrm, companyId).transactional(async (tx) => {
    await setTransactionCompany(tx, companyId);
    await work(tx);
  });
}

const stored = async (table: 'client' | 'service' | 'service_type' | 'product' | 'professional', column: string, id: string) => {
  const [row] = await runSql<{ value: string }>(
    server.orm.em.fork(),
    sql`select ${sql.id(column)}::text as value from ${sql.id(table)} where id = ${id}`,
  );
  return row?.value;
};

describe('read functions across features answer data, not managed entities', () => {
  it("a changed client, read by id, by ids or by CPF, never reaches the clients' table", async () => {
    await inTransaction(async (tx) => {
      const one = (await findClient(tx, companyId, clientId)) as { fullName: string };
      one.fullName = 'Trocado por findClient';
      const many = (await clientsByIds(tx, companyId, [clientId])).get(clientId) as { fullName: string };
      many.fullName = 'Trocado por clientsByIds';
      const byCpf = (await clientByCpf(tx, companyId, clientCpf)) as { fullName: string };
      byCpf.fullName = 'Trocado por clientByCpf';
      await tx.flush();
    });
    expect(await stored('client', 'full_name', clientId)).toBe('Ana Original');
  });

  it("a changed service or service type never reaches services' tables", async () => {
    await inTransaction(async (tx) => {
      const found = (await findBookableService(tx, companyId, serviceId)) as { name: string };
      found.name = 'Trocado por findBookableService';
      const byId = (await servicesById(tx, companyId, [serviceId])).get(serviceId) as { priceCents: number };
      byId.priceCents = 1;
      const listed = (await bookableServices(tx, companyId)).find((s) => s.id === serviceId) as { duration: number };
      listed.duration = 5;
      const type = (await serviceTypesById(tx, companyId, [typeId])).get(typeId) as { name: string };
      type.name = 'Trocado por serviceTypesById';
      await tx.flush();
    });
    expect(await stored('service', 'name', serviceId)).toBe('Limpeza Original');
    expect(await stored('service', 'price_cents', serviceId)).not.toBe('1');
    expect(await stored('service', 'duration', serviceId)).not.toBe('5');
    expect(await stored('service_type', 'name', typeId)).not.toBe('Trocado por serviceTypesById');
  });

  it("a changed product never reaches the products' table", async () => {
    await inTransaction(async (tx) => {
      const found = (await findProduct(tx, companyId, productId)) as { name: string };
      found.name = 'Trocado por findProduct';
      const byId = (await productsById(tx, companyId, [productId])).get(productId) as { salePriceCents: number };
      byId.salePriceCents = 1;
      const listed = (await productsOnSale(tx, companyId)).find((p) => p.id === productId) as { stock: number };
      listed.stock = 999;
      await tx.flush();
    });
    expect(await stored('product', 'name', productId)).toBe('Fio Original');
    expect(await stored('product', 'sale_price_cents', productId)).toBe('900');
    expect(await stored('product', 'stock', productId)).toBe('5');
  });

  it("a changed professional never reaches team's table", async () => {
    let professionalId = '';
    await inTransaction(async (tx) => {
      const [active] = (await activeProfessionals(tx, companyId)) as { id: string; name: string }[];
      if (!active) throw new Error('the clinic has no professional');
      professionalId = active.id;
      active.name = 'Trocado por activeProfessionals';
      const byId = (await professionalsById(tx, companyId, [professionalId])).get(professionalId) as { color: string };
      byId.color = '#000000';
      await tx.flush();
    });
    expect(await stored('professional', 'name', professionalId)).not.toBe('Trocado por activeProfessionals');
    expect(await stored('professional', 'color', professionalId)).not.toBe('#000000');
  });

  it('the data keeps its types: dates stay dates, lists are copies', async () => {
    await inTransaction(async (tx) => {
      const client = await findClient(tx, companyId, clientId);
      expect(client.createdAt).toBeInstanceOf(Date);
      expect(client.id).toBe(clientId);
      const service = await findBookableService(tx, companyId, serviceId);
      expect(service.name).toBe('Limpeza Original');
    });
  });
});

describe('row sources features export declare the columns PostgreSQL answers', () => {
  const sources: Record<string, Sql & { columns: readonly string[] }> = {
    COMPANY_PLACE_SQL,
    COMPANY_ZONE_SQL,
    CLINIC_CARD_SQL,
    USER_BRIEF_SQL,
    CLIENT_BRIEF_SQL,
    SERVICE_BRIEF_SQL,
    SERVICE_RECALL_SQL,
    PROFESSIONAL_BRIEF_SQL,
    COMMISSION_RATE_ROWS,
    COMPLETED_APPOINTMENT_ROWS,
    'APPOINTMENT_VALUE_ROWS.upcoming': APPOINTMENT_VALUE_ROWS.upcoming,
    'APPOINTMENT_VALUE_ROWS.overdue': APPOINTMENT_VALUE_ROWS.overdue,
    PAYMENT_ROWS,
    OPEN_BALANCE_ROWS,
    RECEIVABLE_ROWS,
    MONEY_IN_ROWS,
    REVERSAL_ROWS,
    SERVICE_LINE_ROWS,
    PRODUCT_LINE_ROWS,
    INSTALLMENT_ROWS,
  };

  it.each(Object.entries(sources))('%s', async (_name, source) => {
    const { text, values } = sql`select * from (${source}) x limit 0`.render();
    const columns = await columnsOf(text, values);
    expect([...columns].sort()).toEqual([...source.columns].sort());
  });
});

/** The column names a statement answers, through a plain pg round trip (even with no row). */
async function columnsOf(text: string, values: unknown[]): Promise<string[]> {
  const knex = server.orm.em.getConnection().getKnex();
  const answer = (await knex.raw(text.replace(/\$(\d+)/g, '?'), values as never[])) as { fields: { name: string }[] };
  return answer.fields.map((f) => f.name);
}
