import { randomCpf } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingClinic, SETTINGS, bookingClinic, putSettings } from '../testing/booking.ts';
import { expectError, json } from '../testing/factories.ts';
import { freeWeek } from '../testing/dates.ts';
import { type TestServer, startTestServer } from '../testing/test-server.ts';

// Issue 26, online booking, the public side: GET /api/public/booking/{slug}, …/slots, POST
// …/appointments and the page /agendar/{slug} — no sign-in, nothing about any patient.

const PAGE_NOT_FOUND = 'Página de agendamento não encontrada.';

let server: TestServer;
let clinic: BookingClinic;
const { tue: TUE } = freeWeek(2);

const page = (slug: string) => server.request(`/api/public/booking/${slug}`);
const book = (slug: string, body: Record<string, unknown>) =>
  server.request(`/api/public/booking/${slug}/appointments`, { method: 'POST', json: body });
const patient = (c: BookingClinic, fields: Record<string, unknown> = {}) => ({
  serviceId: c.serviceId,
  date: TUE,
  startTime: '09:00',
  fullName: 'Ana Paula Moreira',
  cpf: randomCpf(),
  phone: '(11) 98765-4321',
  consent: true,
  ...fields,
});

beforeAll(async () => {
  server = await startTestServer();
  clinic = await bookingClinic(server);
});
afterAll(() => server?.close());

describe('GET /api/public/booking/{slug}', () => {
  it('shows the clinic, its text and what it offers, without signing in', async () => {
    const res = await page(clinic.slug);
    expect(res.status).toBe(200);
    const body = await json<Record<string, unknown>>(res);
    expect(body).toEqual({
      clinic: {
        name: 'Clínica Teste',
        address: 'Avenida Paulista, 1000 – Bela Vista, São Paulo/SP',
        text: 'Agende sua consulta.',
        privacyText: expect.stringContaining('LGPD'),
      },
      services: [{ id: clinic.serviceId, name: 'Limpeza', duration: 30, price: 150 }],
      professionals: [{ id: clinic.professionalId, name: expect.any(String), specialty: null, serviceIds: [clinic.serviceId] }],
    });
  });

  it('404 with one body for an unknown address and a page switched off (at once)', async () => {
    await expectError(await page('nao-existe-nada'), 404, PAGE_NOT_FOUND);
    const off = await bookingClinic(server);
    expect((await page(off.slug)).status).toBe(200);
    await putSettings(server, off, { ...SETTINGS, enabled: false, slug: off.slug });
    await expectError(await page(off.slug), 404, PAGE_NOT_FOUND);
    await expectError(await book(off.slug, patient(off)), 404, PAGE_NOT_FOUND);
    const html = await server.request(`/agendar/${off.slug}`, { headers: { accept: 'text/html' } });
    expect(html.status).toBe(404);
    expect(await html.text()).toContain('Esta página de agendamento não existe ou não está disponível no momento.');
  });
});

describe('POST /api/public/booking/{slug}/appointments: what is refused before any booking', () => {
  it.each([
    [{ cpf: '123.456.789-00' }, 'CPF inválido.'],
    [{ phone: '(11) 3222-1111' }, 'Informe um celular com DDD (11 dígitos).'],
    [{ phone: '119876' }, 'Informe um celular com DDD (11 dígitos).'],
    [{ consent: false }, 'É preciso aceitar a política de privacidade para agendar.'],
    [{ consent: undefined }, 'É preciso aceitar a política de privacidade para agendar.'],
    [{ fullName: '' }, 'Informe o nome completo.'],
    [{ email: 'ana@' }, 'E-mail inválido.'],
    [{ birthDate: '1899-12-31' }, 'Data de nascimento inválida.'],
  ])('400 for %j', async (fields, message) => {
    await expectError(await book(clinic.slug, patient(clinic, fields)), 400, message);
  });

  it('a filled honeypot books nothing and says nothing of why', async () => {
    await expectError(
      await book(clinic.slug, patient(clinic, { website: 'http://spam.example' })),
      400,
      'Não foi possível concluir o agendamento.',
    );
  });
});
