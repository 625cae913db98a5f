import { runSql, sql } from '@agenda/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Owner,
  createService,
  createServiceType,
  expectError,
  json,
  openClinic,
  trpcData,
  trpcError,
  trpcOf,
} from '@agenda/server/testing';
import { type TestServer, createFirebaseAccount, registeredOwner, startTestServer } from '@agenda/server/testing';

// Issue 24, professionals: the founder's profile made at sign-up, GET/POST/PUT /api/professionals
// and their tRPC twins, hours inside the clinic's, services of the clinic, one's own hours only.

let server: TestServer;
const trpc = trpcOf(() => server, 'team');

interface Professional {
  id: string;
  memberId: string | null;
  name: string;
  registration: string | null;
  specialty: string | null;
  color: string;
  workingHours: { weekday: number; start: string; end: string }[];
  followsClinicHours: boolean;
  serviceIds: string[];
  allServices: boolean;
  active: boolean;
}

const WEEKDAYS_8_TO_20 = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '20:00' }));

const list = async (who: { token: string }) =>
  (await json<{ professionals: Professional[] }>(await server.request('/api/professionals', { token: who.token }))).professionals;
const post = (who: { token: string } | null, body: unknown) =>
  server.request('/api/professionals', { method: 'POST', token: who?.token, json: body });
const put = (who: { token: string } | null, id: string, body: unknown) =>
  server.request(`/api/professionals/${id}`, { method: 'PUT', token: who?.token, json: body });
async function created(res: Response): Promise<Professional> {
  if (res.status !== 201) throw new Error(`expected 201, got ${res.status}: ${await res.text()}`);
  return (await json<{ professional: Professional }>(res)).professional;
}

/** A member of the owner's clinic with the PROFESSIONAL role, signed in (invitations are another part of the issue). */
async function professionalMember(owner: Owner, fullName: string) {
  const account = await createFirebaseAccount(server.emulatorHost);
  const [row] = await runSql<{ id: string }>(
    server.orm.em.fork(),
    sql`insert into app_user (id, company_id, firebase_uid, email, full_name, phone, cep, street, number, neighborhood,
                              role, session_version, created_at, updated_at)
        values (gen_random_uuid(), ${owner.user.companyId}, ${account.uid}, ${account.email}, ${fullName}, '11999990000',
                '01310100', 'Avenida Paulista', '1', 'Bela Vista', 'PROFESSIONAL', 0, now(), now())
        returning id`,
  );
  const login = await server.request('/auth/login', { method: 'POST', json: { idToken: account.idToken } });
  const { token } = await json<{ token: string }>(login);
  return { token, userId: row?.id ?? '' };
}

let owner: Owner;
let other: Owner;
let serviceIds: string[];
let othersService: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = await registeredOwner(server);
  other = await registeredOwner(server, { fullName: 'Paulo Outro' });
  const type = await createServiceType(server, owner);
  serviceIds = [
    (await createService(server, owner, type.id, { name: 'Limpeza' })).id,
    (await createService(server, owner, type.id, { name: 'Canal' })).id,
  ];
  othersService = (await createService(server, other, (await createServiceType(server, other)).id)).id;
});
afterAll(() => server?.close());

describe('the founder at sign-up', () => {
  it("is the clinic's professional, following its hours and performing every service", async () => {
    const [founder, ...rest] = await list(owner);
    expect(rest).toEqual([]);
    expect(founder).toEqual({
      id: expect.any(String),
      memberId: owner.user.id,
      name: 'Maria Clara Ferreira',
      registration: null,
      specialty: null,
      color: '#2563eb',
      workingHours: WEEKDAYS_8_TO_20,
      followsClinicHours: true,
      serviceIds: expect.arrayContaining(serviceIds),
      allServices: true,
      active: true,
    });
    expect(founder?.serviceIds).toHaveLength(2);
  });

  it("follows the clinic's hours as the company profile changes them", async () => {
    const clinic = await registeredOwner(server);
    await openClinic(server, clinic, { businessDays: [2, 6], openingTime: '09:00', closingTime: '13:00' });
    expect((await list(clinic))[0]?.workingHours).toEqual([
      { weekday: 2, start: '09:00', end: '13:00' },
      { weekday: 6, start: '09:00', end: '13:00' },
    ]);
  });

  it('answers the same over tRPC (team.professionals.list)', async () => {
    const data = await trpcData<{ professionals: Professional[] }>(await trpc.query('professionals.list', owner.token));
    expect(data.professionals.map((p) => p.name)).toEqual(['Maria Clara Ferreira']);
  });
});

describe('POST /api/professionals', () => {
  it('adds a professional with their own hours and services, in the next free colour', async () => {
    const hours = [
      { weekday: 3, start: '13:00', end: '18:00' },
      { weekday: 1, start: '08:00', end: '12:00' },
    ];
    const added = await created(
      await post(owner, {
        name: 'Dr. Bruno Lima',
        registration: 'CRO-SP 12345',
        specialty: 'Endodontia',
        workingHours: hours,
        serviceIds: [serviceIds[1]],
      }),
    );
    expect(added).toEqual({
      id: expect.any(String),
      memberId: null,
      name: 'Dr. Bruno Lima',
      registration: 'CRO-SP 12345',
      specialty: 'Endodontia',
      color: '#059669',
      workingHours: [hours[1], hours[0]],
      followsClinicHours: false,
      serviceIds: [serviceIds[1]],
      allServices: false,
      active: true,
    });
    expect((await list(owner)).map((p) => p.name)).toContain('Dr. Bruno Lima');
    expect((await list(other)).map((p) => p.name)).toEqual(['Paulo Outro']);
  });

  it('takes a name alone: the clinic’s hours, every service', async () => {
    const added = await created(await post(owner, { name: 'Carla Higienista', color: '#db2777' }));
    expect(added).toMatchObject({ color: '#db2777', followsClinicHours: true, allServices: true, memberId: null });
  });

  it.each([
    [{}, 'Informe o nome do profissional.'],
    [{ name: '   ' }, 'Informe o nome do profissional.'],
    [{ name: 'X'.repeat(121) }, 'O nome deve ter no máximo 120 caracteres.'],
    [{ name: 'Ana', color: '#123456' }, 'Escolha uma das cores da lista.'],
    [{ name: 'Ana', serviceIds: [] }, 'Escolha pelo menos um serviço que o profissional realiza.'],
    [{ name: 'Ana', workingHours: [] }, 'Informe pelo menos um dia de atendimento.'],
    [
      { name: 'Ana', workingHours: [{ weekday: 7, start: '08:00', end: '12:00' }] },
      'Informe os horários de atendimento como dia da semana, início e fim (HH:mm).',
    ],
    [
      { name: 'Ana', workingHours: [{ weekday: 1, start: '12:00', end: '08:00' }] },
      'O horário de término deve ser depois do horário de início.',
    ],
    [
      {
        name: 'Ana',
        workingHours: [
          { weekday: 1, start: '08:00', end: '10:00' },
          { weekday: 1, start: '14:00', end: '16:00' },
        ],
      },
      'Informe um só horário por dia da semana.',
    ],
    [{ name: 'Ana', workingHours: [{ weekday: 0, start: '08:00', end: '12:00' }] }, 'A clínica não atende aos domingos.'],
    [{ name: 'Ana', workingHours: [{ weekday: 6, start: '08:00', end: '12:00' }] }, 'A clínica não atende aos sábados.'],
    [
      { name: 'Ana', workingHours: [{ weekday: 2, start: '07:00', end: '12:00' }] },
      'Os horários do profissional devem ficar dentro do horário da clínica (08:00 às 20:00).',
    ],
    [
      { name: 'Ana', workingHours: [{ weekday: 2, start: '18:00', end: '21:00' }] },
      'Os horários do profissional devem ficar dentro do horário da clínica (08:00 às 20:00).',
    ],
  ])('answers 400 for %o', async (body, error) => {
    await expectError(await post(owner, body), 400, error);
  });

  it('answers 404 for a service or a member of another clinic, or one that does not exist', async () => {
    await expectError(await post(owner, { name: 'Ana', serviceIds: [othersService] }), 404, 'Serviço não encontrado.');
    await expectError(await post(owner, { name: 'Ana', serviceIds: ['nao-existe'] }), 404, 'Serviço não encontrado.');
    await expectError(await post(owner, { name: 'Ana', memberId: other.user.id }), 404, 'Membro da equipe não encontrado.');
  });

  it('answers 409 for a member who already has a profile', async () => {
    await expectError(
      await post(owner, { name: 'Outra Maria', memberId: owner.user.id }),
      409,
      'Este membro da equipe já tem um perfil de profissional.',
    );
  });

  it('answers 401 without a session', async () => {
    expect((await post(null, { name: 'Ana' })).status).toBe(401);
    expect((await server.request('/api/professionals')).status).toBe(401);
  });

  it('creates over tRPC too, with the same refusals', async () => {
    const res = await trpc.mutation('professionals.create', owner.token, { name: 'Via tRPC', serviceIds: [serviceIds[0]] });
    expect((await trpcData<{ professional: Professional }>(res)).professional.serviceIds).toEqual([serviceIds[0]]);
    const refused = await trpc.mutation('professionals.create', owner.token, { name: '' });
    expect(refused.status).toBe(400);
    expect(await trpcError(refused)).toBe('Informe o nome do profissional.');
  });
});

describe('PUT /api/professionals/{id}', () => {
  it('changes the fields sent and keeps the others; null goes back to the clinic’s hours and every service', async () => {
    const added = await created(await post(owner, { name: 'Dra. Júlia', registration: 'CRO-SP 1' }));
    const hours = [{ weekday: 5, start: '08:00', end: '12:00' }];
    const res = await put(owner, added.id, { workingHours: hours, serviceIds: [serviceIds[0]], specialty: 'Ortodontia' });
    expect(res.status).toBe(200);
    expect((await json<{ professional: Professional }>(res)).professional).toMatchObject({
      name: 'Dra. Júlia',
      registration: 'CRO-SP 1',
      specialty: 'Ortodontia',
      workingHours: hours,
      followsClinicHours: false,
      serviceIds: [serviceIds[0]],
      allServices: false,
    });
    const back = await json<{ professional: Professional }>(await put(owner, added.id, { workingHours: null, serviceIds: null }));
    expect(back.professional).toMatchObject({ workingHours: WEEKDAYS_8_TO_20, followsClinicHours: true, allServices: true });
  });

  it('answers 400 for hours outside the clinic’s', async () => {
    const [founder] = await list(owner);
    await expectError(
      await put(owner, founder?.id ?? '', { workingHours: [{ weekday: 1, start: '06:00', end: '10:00' }] }),
      400,
      'Os horários do profissional devem ficar dentro do horário da clínica (08:00 às 20:00).',
    );
  });

  it("answers 404 for an unknown, malformed or other clinic's professional", async () => {
    const [theirs] = await list(other);
    await expectError(await put(owner, theirs?.id ?? '', { name: 'Roubado' }), 404, 'Profissional não encontrado.');
    await expectError(await put(owner, crypto.randomUUID(), { name: 'X' }), 404, 'Profissional não encontrado.');
    await expectError(await put(owner, 'nao-e-um-id', { name: 'X' }), 404, 'Profissional não encontrado.');
    expect((await list(other))[0]?.name).toBe('Paulo Outro');
  });

  it('answers 409 when it would leave the agenda with no active professional, and lets one go once another is active', async () => {
    const clinic = await registeredOwner(server);
    const [founder] = await list(clinic);
    await expectError(
      await put(clinic, founder?.id ?? '', { active: false }),
      409,
      'A agenda precisa de pelo menos um profissional ativo.',
    );
    await created(await post(clinic, { name: 'Segunda Dentista' }));
    const res = await put(clinic, founder?.id ?? '', { active: false });
    expect((await json<{ professional: Professional }>(res)).professional.active).toBe(false);
  });

  it('answers 401 without a session', async () => {
    const [founder] = await list(owner);
    expect((await put(null, founder?.id ?? '', { name: 'X' })).status).toBe(401);
  });
});

describe('a professional and their own hours', () => {
  it('may change their own hours, and nothing else, nor anyone else’s (403)', async () => {
    const member = await professionalMember(owner, 'Dr. Renato Alves');
    const profile = await created(await post(owner, { name: 'Dr. Renato Alves', memberId: member.userId }));
    expect(profile.memberId).toBe(member.userId);

    const hours = [{ weekday: 2, start: '10:00', end: '16:00' }];
    const own = await put(member, profile.id, { workingHours: hours });
    expect(own.status).toBe(200);
    expect((await json<{ professional: Professional }>(own)).professional.workingHours).toEqual(hours);

    const forbidden = 'Você não tem permissão para esta ação.';
    await expectError(await put(member, profile.id, { name: 'Dr. Renato' }), 403, forbidden);
    await expectError(await put(member, profile.id, { workingHours: hours, serviceIds: [serviceIds[0]] }), 403, forbidden);
    const [founder] = await list(owner);
    await expectError(await put(member, founder?.id ?? '', { workingHours: hours }), 403, forbidden);
    expect((await list(owner)).find((p) => p.id === profile.id)?.name).toBe('Dr. Renato Alves');
  });
});
