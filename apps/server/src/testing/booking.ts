import { randomBytes } from 'node:crypto';
import { clinicWith, json, openClinic } from './factories.ts';
import { type TestServer, registeredOwner } from './test-server.ts';

export type Owner = Awaited<ReturnType<typeof registeredOwner>>;

export interface BookingClinic extends Owner {
  companyId: string;
  slug: string;
  serviceId: string;
  professionalId: string;
}

export const freshSlug = (prefix = 'clinica') => `${prefix}-${randomBytes(4).toString('hex')}`;

export const putSettings = (server: TestServer, who: { token: string }, body: Record<string, unknown>) =>
  server.request('/api/booking/settings', { method: 'PUT', token: who.token, json: body });

export const SETTINGS = {
  enabled: true,
  serviceIds: [],
  professionalIds: [],
  minNoticeHours: 0,
  maxDaysAhead: 60,
  autoConfirm: false,
  text: 'Agende sua consulta.',
};

/**
 * A clinic open Monday to Saturday 08:00–20:00 with one 30-minute service, its founder as the one
 * professional, and online booking on at a fresh address.
 */
export async function bookingClinic(server: TestServer, settings: Record<string, unknown> = {}): Promise<BookingClinic> {
  const owner = await registeredOwner(server);
  const { serviceIds } = await clinicWith(server, owner, {
    services: [{ name: 'Limpeza', duration: 30, price: 150, startTime: '08:00', endTime: '20:00', saturdayEnabled: true }],
    clients: [],
  });
  await openClinic(server, owner);
  const slug = freshSlug();
  const res = await putSettings(server, owner, { ...SETTINGS, slug, ...settings });
  if (res.status !== 200) throw new Error(`settings: ${res.status} ${await res.text()}`);
  const { professionals } = await json<{ professionals: { id: string }[] }>(
    await server.request('/api/professionals', { token: owner.token }),
  );
  return {
    ...owner,
    companyId: owner.user.companyId,
    slug,
    serviceId: serviceIds[0] ?? '',
    professionalId: professionals[0]?.id ?? '',
  };
}
