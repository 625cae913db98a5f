import { addDays, nowInTimeZone, randomCpf } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingClinic, type BookingClinic } from '../testing/booking.ts';
import { created, json } from '../testing/factories.ts';
import { finalizedAppointment, product } from '../testing/finance-fixture.ts';
import { freeWeek } from '../testing/dates.ts';
import { signedInMember } from '../testing/members.ts';
import { type TestServer, startTestServer } from '../testing/test-server.ts';

// No CSV the product writes carries a formula: names, notes, descriptions a stranger or a member
// typed ('=HYPERLINK(…)', "+cmd|' /C calc'!A0", …) reach every spreadsheet as plain text, led by
// an apostrophe (packages/br/src/csv.ts).

const PAYLOADS = [
  "+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '=1+1',
  '=HYPERLINK("http://evil","x")',
] as const;

/** The cells of a ';' CSV with "" quoting: what a spreadsheet reads into each cell. */
function cells(csv: string): string[] {
  const out: string[] = [];
  const text = csv.replace(/^\uFEFF/, '');
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === ';' || ch === '\n')) {
      out.push(cell.replace(/\r$/, ''));
      cell = '';
    } else cell += ch;
  }
  return out;
}

const today = nowInTimeZone('America/Sao_Paulo').date;
let server: TestServer;
let clinic: BookingClinic;
let clientId = '';

beforeAll(async () => {
  server = await startTestServer();
  clinic = await bookingClinic(server);
  const post = (path: string, body: unknown, token = clinic.token) => server.request(path, { method: 'POST', token, json: body });
  const { tue } = freeWeek(2);
  // A stranger books on the public page under a formula's name (the form accepts it).
  const booked = await server.request(`/api/public/booking/${clinic.slug}/appointments`, {
    method: 'POST',
    json: {
      serviceId: clinic.serviceId,
      date: tue,
      startTime: '09:00',
      fullName: PAYLOADS[4],
      cpf: randomCpf(),
      phone: '11987654399',
      consent: true,
    },
  });
  expect(booked.status).toBe(201);
  // Members type them too: clients' names and notes, a service, a product, an expense.
  const clients = [];
  for (const [i, name] of PAYLOADS.entries())
    clients.push(
      await created<{ id: string }>(
        await post('/api/clients', { fullName: name, cpf: randomCpf(), phone: `1198765${4310 + i}`, notes: PAYLOADS[i] }),
        'client',
      ),
    );
  clientId = clients[0]?.id ?? '';
  const type = await created<{ id: string }>(await post('/service-types', { name: PAYLOADS[3] }), 'serviceType');
  const service = await created<{ id: string }>(
    await post('/services', { name: PAYLOADS[0], serviceTypeId: type.id, duration: 60, price: 150 }),
    'service',
  );
  const em = server.orm.em.fork();
  const kit = await product(em, clinic.companyId, PAYLOADS[2], 5000, 2000);
  for (const [i, client] of clients.entries())
    await finalizedAppointment(em, {
      companyId: clinic.companyId,
      userId: clinic.user.id,
      clientId: client.id,
      service: { id: service.id, name: PAYLOADS[i] ?? PAYLOADS[0], priceCents: 15_000 },
      date: addDays(today, -1),
      startTime: `${String(8 + i).padStart(2, '0')}:00`,
      method: 'PIX',
      status: 'PAID',
      paidCents: 20_000,
      product: { id: kit.id, name: PAYLOADS[2], qty: 1, unitPriceCents: 5000, unitCostCents: 2000 },
    });
  const expense = await post('/api/financial/expenses', {
    categoria: 'Aluguel',
    descricao: PAYLOADS[1],
    formaPagamento: 'BOLETO',
    status: 'PAID',
    data: today,
    valor: 100,
  });
  expect(expense.status).toBe(201);
  // A member named like a formula reads a client: the access trail names her.
  const member = await signedInMember(server, clinic.companyId, 'PROFESSIONAL', PAYLOADS[3]);
  expect((await server.request(`/api/clients/${clientId}`, { token: member.token })).status).toBe(200);
  await server.request(`/api/clients/${clientId}`, {
    method: 'PUT',
    token: clinic.token,
    json: { fullName: PAYLOADS[0], cpf: randomCpf(), phone: '11987654300', city: PAYLOADS[3] },
  });
});
afterAll(() => server.close());

const period = `startDate=${addDays(today, -7)}&endDate=${today}`;
const CSV_ROUTES = () => [
  '/api/clients/export.csv',
  `/api/financial/transactions?${period}&format=csv`,
  ...['mes', 'servico', 'forma', 'profissional'].map((r) => `/api/financial/reports?${period}&report=${r}&format=csv`),
  `/api/financial/reports/professionals?${period}&format=csv`,
  `/api/clients/${clientId}/audit.csv`,
];

describe('CSV exports', () => {
  it('every CSV route writes the planted payloads as text: no cell starts with = + - @ tab or CR but a number', async () => {
    const seen = new Set<string>();
    for (const path of CSV_ROUTES()) {
      const res = await server.request(path, { token: clinic.token, headers: { accept: 'text/csv' } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain('text/csv');
      const written = cells(await res.text());
      for (const cell of written) {
        // A negative amount ('-100,00') is a number, not a formula: the only '-' a cell may start with.
        if (!/^-\d+(,\d+)?$/.test(cell)) expect(cell, `${path}: ${cell}`).not.toMatch(/^[=+\-@\t\r]/);
        for (const p of PAYLOADS) if (cell === `'${p}`) seen.add(`${path} ${p}`);
      }
    }
    // The payloads did reach the files (as text), so the check above checked something.
    const reached = (path: string) => PAYLOADS.filter((p) => seen.has(`${path} ${p}`));
    expect(reached('/api/clients/export.csv')).toEqual([...PAYLOADS]);
    expect(reached(`/api/financial/transactions?${period}&format=csv`)).toEqual([...PAYLOADS]);
    expect(reached(`/api/financial/reports?${period}&report=servico&format=csv`).length).toBeGreaterThan(0);
    expect(reached(`/api/clients/${clientId}/audit.csv`)).toContain(PAYLOADS[3]);
  });

  it('the exported clients import back with their names as typed', async () => {
    const exported = await (await server.request('/api/clients/export.csv', { token: clinic.token })).text();
    const other = await bookingClinic(server);
    const form = new FormData();
    form.set('file', new Blob([exported], { type: 'text/csv' }), 'clientes.csv');
    const res = await server.request('/api/clients/import', { method: 'POST', token: other.token, body: form });
    expect(res.status).toBe(201);
    const { clients } = await json<{ clients: { fullName: string }[] }>(
      await server.request('/api/clients?limit=50', { token: other.token }),
    );
    expect(clients.map((c) => c.fullName)).toEqual(expect.arrayContaining([...PAYLOADS]));
  });
});
