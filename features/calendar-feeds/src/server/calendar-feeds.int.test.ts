import { addDays } from '@agenda/br';
import { runSql, sql } from '@agenda/db';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeWorkingDay, today } from '@agenda/server/testing';
import { type Owner, clinicWith, createAppointment, expectError, json, openClinic } from '@agenda/server/testing';
import { signedInMember } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// Issue 25, calendar feeds: POST /api/professionals/:id/calendar-feed hands out a secret address
// (the professional themself or the owner), GET /api/calendar-feeds/:token.ics serves the agenda as
// RFC 5545 — read back here with node-ical, a parser independent of the generator.

let server: TestServer;
const FORBIDDEN = 'Você não tem permissão para esta ação.';

interface Clinic {
  owner: Owner;
  founder: string;
  serviceId: string;
  clientId: string;
}

const regenerate = (who: { token: string } | null, professionalId: string) =>
  server.request(`/api/professionals/${professionalId}/calendar-feed`, { method: 'POST', token: who?.token });
async function feedUrl(who: { token: string }, professionalId: string): Promise<string> {
  const res = await regenerate(who, professionalId);
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${await res.text()}`);
  return (await json<{ url: string }>(res)).url;
}
/** The feed at `url`, as a calendar app fetches it (no session). */
const fetchFeed = (url: string) => server.request(new URL(url).pathname);
async function events(url: string): Promise<VEvent[]> {
  const res = await fetchFeed(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const parsed = ical.sync.parseICS(await res.text());
  return Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
}

async function clinicIn(timeZone: string, profile: Record<string, unknown>): Promise<Clinic> {
  const owner = await registeredOwner(server);
  await openClinic(server, owner, { timeZone, ...profile });
  const { serviceIds, clientIds } = await clinicWith(server, owner, {
    services: [{ name: 'Limpeza', duration: 45 }],
    clients: [{ fullName: 'Mariana Alves Ribeiro', phone: '(11) 98765-4321', notes: 'Alergia a dipirona' }],
  });
  const professionals = await json<{ professionals: { id: string }[] }>(
    await server.request('/api/professionals', { token: owner.token }),
  );
  return {
    owner,
    founder: professionals.professionals[0]?.id ?? '',
    serviceId: serviceIds[0] ?? '',
    clientId: clientIds[0] ?? '',
  };
}

const book = (clinic: Clinic, date: string, startTime: string) =>
  createAppointment(server, clinic.owner, {
    clientId: clinic.clientId,
    serviceId: clinic.serviceId,
    date,
    startTime,
    endTime: null,
    notes: 'Paciente ansiosa',
  });
const moveTo = (id: string, date: string) =>
  runSql(server.orm.em.fork(), sql`update appointment set date = ${date}::date where id = ${id}`);

let saoPaulo: Clinic;
let manaus: Clinic;

beforeAll(async () => {
  server = await startTestServer();
  saoPaulo = await clinicIn('America/Sao_Paulo', {});
  manaus = await clinicIn('America/Manaus', { state: 'AM', city: 'Manaus', cep: '69005-040' });
});
afterAll(() => server?.close());

describe('the feed', () => {
  it("has each appointment at its clinic's time, with a stable UID, the service and the first name only", async () => {
    const spDay = freeWorkingDay(3);
    const amDay = freeWorkingDay(3, { state: 'AM', city: 'Manaus' });
    const sp = await book(saoPaulo, spDay, '09:00');
    const am = await book(manaus, amDay, '09:00');

    const spText = await (await fetchFeed(await feedUrl(saoPaulo.owner, saoPaulo.founder))).text();
    expect(spText).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Sao_Paulo');
    expect(spText).toContain(`DTSTART;TZID=America/Sao_Paulo:${spDay.replaceAll('-', '')}T090000`);
    // Nothing else of the patient leaves the clinic.
    for (const secret of ['Alves', 'Ribeiro', '98765', 'dipirona', 'ansiosa']) expect(spText).not.toContain(secret);

    const [spEvent] = await events(await feedUrl(saoPaulo.owner, saoPaulo.founder));
    expect(spEvent).toMatchObject({ uid: `${sp.id}@agenda`, summary: 'Limpeza · Mariana', status: 'TENTATIVE' });
    expect(spEvent?.start.toISOString()).toBe(`${spDay}T12:00:00.000Z`);
    expect(spEvent?.end?.toISOString()).toBe(`${spDay}T12:45:00.000Z`);

    const [amEvent] = await events(await feedUrl(manaus.owner, manaus.founder));
    expect(amEvent).toMatchObject({ uid: `${am.id}@agenda`, summary: 'Limpeza · Mariana' });
    expect(amEvent?.start.toISOString()).toBe(`${amDay}T13:00:00.000Z`);
  });

  it('says CONFIRMED, TENTATIVE or CANCELLED, and covers the last 30 and the next 180 days', async () => {
    const day = freeWorkingDay(4);
    const [confirmed, cancelled, pending, lastMonth, tooOld, tooFar] = [
      await book(saoPaulo, day, '10:00'),
      await book(saoPaulo, day, '11:00'),
      await book(saoPaulo, day, '13:00'),
      await book(saoPaulo, day, '14:00'),
      await book(saoPaulo, day, '15:00'),
      await book(saoPaulo, day, '16:00'),
    ];
    const act = (id: string, action: string) =>
      server.request(`/api/appointments/${id}/${action}`, { method: 'PATCH', token: saoPaulo.owner.token });
    expect((await act(confirmed.id, 'confirm')).status).toBe(200);
    expect((await act(cancelled.id, 'cancel')).status).toBe(200);
    await moveTo(lastMonth.id, addDays(today(), -30));
    await moveTo(tooOld.id, addDays(today(), -31));
    await moveTo(tooFar.id, addDays(today(), 181));

    const byUid = new Map((await events(await feedUrl(saoPaulo.owner, saoPaulo.founder))).map((e) => [e.uid, e]));
    expect(byUid.get(`${confirmed.id}@agenda`)?.status).toBe('CONFIRMED');
    expect(byUid.get(`${cancelled.id}@agenda`)?.status).toBe('CANCELLED');
    expect(byUid.get(`${pending.id}@agenda`)?.status).toBe('TENTATIVE');
    expect(byUid.has(`${lastMonth.id}@agenda`)).toBe(true);
    expect(byUid.has(`${tooOld.id}@agenda`)).toBe(false);
    expect(byUid.has(`${tooFar.id}@agenda`)).toBe(false);
  });

  it('stops working when regenerated; an unknown token is 404', async () => {
    const old = await feedUrl(saoPaulo.owner, saoPaulo.founder);
    expect((await fetchFeed(old)).status).toBe(200);
    const fresh = await feedUrl(saoPaulo.owner, saoPaulo.founder);
    expect(fresh).not.toBe(old);
    expect(fresh).toMatch(/\/api\/calendar-feeds\/[\w-]{43}\.ics$/);
    await expectError(await fetchFeed(old), 404, 'Agenda não encontrada');
    expect((await fetchFeed(fresh)).status).toBe(200);
    await expectError(await server.request('/api/calendar-feeds/nao-existe.ics'), 404, 'Agenda não encontrada');
    await expectError(await server.request(`/api/calendar-feeds/${'x'.repeat(43)}.ics`), 404, 'Agenda não encontrada');
  });

  it('tells whether a feed exists and since when', async () => {
    const status = await json<{ feed: { createdAt: string } | null }>(
      await server.request(`/api/professionals/${manaus.founder}/calendar-feed`, { token: manaus.owner.token }),
    );
    expect(status.feed?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe('who may make a feed', () => {
  it('the professional for their own profile only, the owner for anyone; reception never; another clinic 404', async () => {
    const member = await signedInMember(server, saoPaulo.owner.user.companyId, 'PROFESSIONAL', 'Bruno Lima');
    const res = await server.request('/api/professionals', {
      method: 'POST',
      token: saoPaulo.owner.token,
      json: { name: 'Dr. Bruno Lima', memberId: member.userId },
    });
    const own = (await json<{ professional: { id: string } }>(res)).professional.id;
    const reception = await signedInMember(server, saoPaulo.owner.user.companyId, 'RECEPTION');

    expect((await regenerate(member, own)).status).toBe(200);
    await expectError(await regenerate(member, saoPaulo.founder), 403, FORBIDDEN);
    await expectError(await regenerate(reception, own), 403, FORBIDDEN);
    await expectError(
      await server.request(`/api/professionals/${own}/calendar-feed`, { token: reception.token }),
      403,
      FORBIDDEN,
    );
    expect((await regenerate(saoPaulo.owner, own)).status).toBe(200);
    await expectError(await regenerate(manaus.owner, own), 404, 'Profissional não encontrado');
    await expectError(await regenerate(saoPaulo.owner, 'nao-existe'), 404, 'Profissional não encontrado');
    expect((await regenerate(null, own)).status).toBe(401);
  });

  it('a deactivated professional’s feed stops answering', async () => {
    const res = await server.request('/api/professionals', {
      method: 'POST',
      token: manaus.owner.token,
      json: { name: 'Carla Higienista' },
    });
    const carla = (await json<{ professional: { id: string } }>(res)).professional.id;
    const url = await feedUrl(manaus.owner, carla);
    expect((await fetchFeed(url)).status).toBe(200);
    const off = await server.request(`/api/professionals/${carla}`, {
      method: 'PUT',
      token: manaus.owner.token,
      json: { active: false },
    });
    expect(off.status).toBe(200);
    await expectError(await fetchFeed(url), 404, 'Agenda não encontrada');
  });
});

describe('with PUBLIC_URL and real rate limits', () => {
  let limited: TestServer;
  let boss: Owner;
  beforeAll(async () => {
    limited = await startTestServer({
      PUBLIC_URL: 'https://agenda.example.com.br',
      RATE_LIMIT_FACTOR: '1',
      TRUST_PROXY: '1',
    });
    boss = await registeredOwner(limited);
  });
  afterAll(() => limited?.close());

  it('hands out the public address, and answers one feed 30 times in 10 minutes, then 429', async () => {
    const founder = (
      await json<{ professionals: { id: string }[] }>(await limited.request('/api/professionals', { token: boss.token }))
    ).professionals[0]?.id;
    const res = await limited.request(`/api/professionals/${founder}/calendar-feed`, { method: 'POST', token: boss.token });
    const { url } = await json<{ url: string }>(res);
    expect(url).toMatch(/^https:\/\/agenda\.example\.com\.br\/api\/calendar-feeds\/[\w-]{43}\.ics$/);
    const path = new URL(url).pathname;
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 30; i++) expect((await limited.request(path, from('203.0.113.71'))).status).toBe(200);
    const refused = await limited.request(path, from('203.0.113.72'));
    await expectError(refused, 429, 'Muitas tentativas. Aguarde um pouco e tente novamente.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address asking for another feed is not held back.
    expect((await limited.request(`/api/calendar-feeds/${'y'.repeat(43)}.ics`, from('203.0.113.72'))).status).toBe(404);
  });
});
