// @pooler-pass: the public booking page's statements.
import { randomCpf } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS, bookingClinic, freshSlug, putSettings } from '@agenda/server/testing';
import { createService, createServiceType, expectError, json, trpcData, trpcError, trpcOf } from '@agenda/server/testing';
import { freeWeek } from '@agenda/server/testing';
import { signedInMember } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// Issue 26, online booking, the clinic's side: 'Agendamento online' (GET/PUT /api/booking/settings),
// who may change it, and the page's address rules.

const SLUG_INVALID = 'O endereço deve ter de 3 a 60 caracteres: letras minúsculas, números e hífens.';
const SLUG_RESERVED = 'Este endereço é reservado. Escolha outro.';
const SLUG_TAKEN = 'Este endereço já está em uso por outra clínica.';
const SLUG_REQUIRED = 'Informe o endereço da página para ativar o agendamento online.';
const FORBIDDEN = 'Você não tem permissão para esta ação.';

let server: TestServer;
const trpc = trpcOf(() => server, 'booking');

interface Settings {
  enabled: boolean;
  slug: string;
  serviceIds: string[];
  professionalIds: string[];
  minNoticeHours: number;
  maxDaysAhead: number;
  autoConfirm: boolean;
  text: string;
  privacyText: string;
  privacyVersion: string;
}
const settingsOf = async (res: Response) => {
  expect(res.status).toBe(200);
  return (await json<{ settings: Settings }>(res)).settings;
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('GET/PUT /api/booking/settings', () => {
  it('starts off, without an address, offering everything, with a privacy text and its version', async () => {
    const owner = await registeredOwner(server);
    const settings = await settingsOf(await server.request('/api/booking/settings', { token: owner.token }));
    expect(settings).toMatchObject({ enabled: false, slug: '', serviceIds: [], professionalIds: [], autoConfirm: false });
    expect(settings.privacyText).toContain('LGPD');
    expect(settings.privacyVersion).toMatch(/^[0-9a-f]{12}$/);
  });

  it('saves the tab; the address is kept in lower case; a new privacy text gets a new version', async () => {
    const owner = await registeredOwner(server);
    const before = await settingsOf(await server.request('/api/booking/settings', { token: owner.token }));
    const slug = freshSlug('Sorriso');
    const saved = await settingsOf(
      await putSettings(server, owner, {
        ...SETTINGS,
        slug,
        autoConfirm: true,
        privacyText: 'Usamos seus dados só para a consulta.',
      }),
    );
    expect(saved).toMatchObject({
      enabled: true,
      slug: slug.toLowerCase(),
      autoConfirm: true,
      minNoticeHours: 0,
      maxDaysAhead: 60,
    });
    expect(saved.privacyVersion).not.toBe(before.privacyVersion);
    expect(await settingsOf(await server.request('/api/booking/settings', { token: owner.token }))).toEqual(saved);
  });

  it('refuses a service or professional of another clinic with the field named, on REST and tRPC (400)', async () => {
    const owner = await registeredOwner(server);
    const other = await bookingClinic(server);
    const mine = await createService(server, owner, (await createServiceType(server, owner)).id);
    const before = await settingsOf(await server.request('/api/booking/settings', { token: owner.token }));
    const slug = freshSlug();
    const foreignService = 'Serviço não encontrado nesta clínica (serviceIds[1]).';
    await expectError(
      await putSettings(server, owner, { ...SETTINGS, slug, serviceIds: [mine.id, other.serviceId] }),
      400,
      foreignService,
    );
    const viaTrpc = await trpc.mutation('updateSettings', owner.token, {
      ...SETTINGS,
      slug,
      serviceIds: [mine.id, other.serviceId],
    });
    expect(viaTrpc.status).toBe(400);
    expect(await trpcError(viaTrpc)).toBe(foreignService);
    await expectError(
      await putSettings(server, owner, { ...SETTINGS, slug, professionalIds: [other.professionalId] }),
      400,
      'Profissional não encontrado nesta clínica (professionalIds[0]).',
    );
    // Nothing was saved by the refused calls.
    expect(await settingsOf(await server.request('/api/booking/settings', { token: owner.token }))).toEqual(before);
    expect((await settingsOf(await putSettings(server, owner, { ...SETTINGS, slug, serviceIds: [mine.id] }))).serviceIds).toEqual(
      [mine.id],
    );
  });

  it('drops, without refusing, a stored service that was deleted since (the screen sends back what it read)', async () => {
    const owner = await registeredOwner(server);
    const type = (await createServiceType(server, owner)).id;
    const kept = await createService(server, owner, type, { name: 'Limpeza' });
    const gone = await createService(server, owner, type, { name: 'Clareamento' });
    const slug = freshSlug();
    await settingsOf(await putSettings(server, owner, { ...SETTINGS, slug, serviceIds: [kept.id, gone.id] }));
    expect((await server.request(`/services/${gone.id}`, { method: 'DELETE', token: owner.token })).status).toBe(200);
    const saved = await settingsOf(await putSettings(server, owner, { ...SETTINGS, slug, serviceIds: [kept.id, gone.id] }));
    expect(saved.serviceIds).toEqual([kept.id]);
  });

  it.each([
    ['ab', SLUG_INVALID],
    ['clínica', SLUG_INVALID],
    ['clinica_sol', SLUG_INVALID],
    ['-sorriso', SLUG_INVALID],
    ['sorriso-', SLUG_INVALID],
    ['sor--riso', SLUG_INVALID],
    ['a'.repeat(61), SLUG_INVALID],
    ['api', SLUG_RESERVED],
    ['admin', SLUG_RESERVED],
    ['agendar', SLUG_RESERVED],
  ])('refuses the address %j (400)', async (slug, message) => {
    const owner = await registeredOwner(server);
    await expectError(await putSettings(server, owner, { ...SETTINGS, slug }), 400, message);
  });

  it('needs an address to be turned on, not to be saved off', async () => {
    const owner = await registeredOwner(server);
    await expectError(await putSettings(server, owner, { ...SETTINGS, slug: '' }), 400, SLUG_REQUIRED);
    expect((await settingsOf(await putSettings(server, owner, { ...SETTINGS, enabled: false, slug: '' }))).enabled).toBe(false);
  });

  it('409 for an address another clinic holds, whatever the case; a clinic re-saves its own', async () => {
    const first = await registeredOwner(server);
    const second = await registeredOwner(server);
    const slug = freshSlug();
    await settingsOf(await putSettings(server, first, { ...SETTINGS, slug }));
    await expectError(await putSettings(server, second, { ...SETTINGS, slug: slug.toUpperCase() }), 409, SLUG_TAKEN);
    // Off, the address stays the first clinic's.
    await settingsOf(await putSettings(server, first, { ...SETTINGS, enabled: false, slug }));
    await expectError(await putSettings(server, second, { ...SETTINGS, enabled: false, slug }), 409, SLUG_TAKEN);
    expect((await settingsOf(await putSettings(server, first, { ...SETTINGS, slug, text: 'Novo texto' }))).text).toBe(
      'Novo texto',
    );
  });

  it('two clinics claiming one address at once: one gets it, the other a 409', async () => {
    const [a, b] = await Promise.all([registeredOwner(server), registeredOwner(server)]);
    const slug = freshSlug();
    const statuses = (await Promise.all([a, b].map((o) => putSettings(server, o, { ...SETTINGS, slug })))).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409]);
  });

  it('is the owner’s: reception and professionals get 403; the agenda’s staff list is theirs', async () => {
    const clinic = await bookingClinic(server);
    for (const role of ['RECEPTION', 'PROFESSIONAL'] as const) {
      const member = await signedInMember(server, clinic.companyId, role);
      await expectError(await server.request('/api/booking/settings', { token: member.token }), 403, FORBIDDEN);
      await expectError(await putSettings(server, member, { ...SETTINGS, slug: freshSlug() }), 403, FORBIDDEN);
      expect((await server.request('/api/booking/online-bookings', { token: member.token })).status).toBe(200);
    }
    expect((await server.request('/api/booking/settings')).status).toBe(401);
  });

  it('answers the same over tRPC (booking.settings, booking.updateSettings)', async () => {
    const clinic = await bookingClinic(server);
    const data = await trpcData<{ settings: Settings }>(await trpc.query('settings', clinic.token));
    expect(data.settings.slug).toBe(clinic.slug);
    const changed = await trpcData<{ settings: Settings }>(
      await trpc.mutation('updateSettings', clinic.token, { ...SETTINGS, slug: clinic.slug, maxDaysAhead: 30 }),
    );
    expect(changed.settings.maxDaysAhead).toBe(30);
  });
});

describe("the staff's side: 'Novos agendamentos online'", () => {
  it('lists the unseen online bookings; Visto takes one out (again: same answer); 404 for one not booked online', async () => {
    const clinic = await bookingClinic(server);
    const { tue } = freeWeek(2);
    const res = await server.request(`/api/public/booking/${clinic.slug}/appointments`, {
      method: 'POST',
      json: {
        serviceId: clinic.serviceId,
        date: tue,
        startTime: '09:00',
        fullName: 'Rita Gomes',
        cpf: randomCpf(),
        phone: '11987651234',
        consent: true,
      },
    });
    expect(res.status).toBe(201);
    const list = async () =>
      (
        await json<{ bookings: { appointmentId: string; clientName: string; newClient: boolean; date: string }[] }>(
          await server.request('/api/booking/online-bookings', { token: clinic.token }),
        )
      ).bookings;
    const [booking, ...rest] = await list();
    expect(rest).toEqual([]);
    expect(booking).toMatchObject({
      clientName: 'Rita Gomes',
      newClient: true,
      date: tue,
      startTime: '09:00',
      status: 'PENDING',
    });
    const id = booking?.appointmentId ?? '';
    const seen = await server.request(`/api/booking/online-bookings/${id}/seen`, { method: 'POST', token: clinic.token });
    const { seenAt } = await json<{ seenAt: string }>(seen);
    expect(await list()).toEqual([]);
    const again = await server.request(`/api/booking/online-bookings/${id}/seen`, { method: 'POST', token: clinic.token });
    expect((await json<{ seenAt: string }>(again)).seenAt).toBe(seenAt);
    // Another clinic's booking is not found here.
    const other = await bookingClinic(server);
    await expectError(
      await server.request(`/api/booking/online-bookings/${id}/seen`, { method: 'POST', token: other.token }),
      404,
      'Este agendamento não foi feito pela página de agendamento online.',
    );
  });
});
