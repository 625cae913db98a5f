import { addDays, nowInTimeZone, randomCpf } from '@agenda/br';
import { type TestServer, registeredOwner } from './test-server.ts';

/** A clinic with one service, one client and helpers to book and sell. */
export async function saleClinic(server: TestServer, servicePrice = 150) {
  const owner = await registeredOwner(server);
  const token = owner.token;
  const post = async <T>(path: string, json: unknown, key: string): Promise<T> => {
    const res = await server.request(path, { method: 'POST', token, json });
    if (res.status !== 201) throw new Error(`${path}: expected 201, got ${res.status}: ${await res.text()}`);
    return ((await res.json()) as Record<string, T>)[key] as T;
  };
  const type = await post<{ id: string }>('/service-types', { name: 'Prevenção' }, 'serviceType');
  const service = await post<{ id: string }>(
    '/services',
    { name: 'Limpeza', serviceTypeId: type.id, duration: 30, price: servicePrice },
    'service',
  );
  const client = await post<{ id: string }>(
    '/api/clients',
    { fullName: 'Paulo Souza', cpf: randomCpf(), phone: '11912345678' },
    'client',
  );

  let day = addDays(nowInTimeZone().date, 1);
  let minutes = 8 * 60;
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

  /** The next free 30-minute slot from tomorrow on (blocked days such as holidays are skipped). */
  async function book(): Promise<string> {
    for (;;) {
      if (minutes + 30 > 18 * 60) {
        day = addDays(day, 1);
        minutes = 8 * 60;
      }
      const res = await server.request('/api/appointments', {
        method: 'POST',
        token,
        json: { clientId: client.id, serviceId: service.id, date: day, startTime: hhmm(minutes), endTime: hhmm(minutes + 30) },
      });
      if (res.status === 201) {
        minutes += 30;
        return ((await res.json()) as { appointment: { id: string } }).appointment.id;
      }
      if (res.status !== 409) throw new Error(`booking failed: ${res.status} ${await res.text()}`);
      day = addDays(day, 1);
      minutes = 8 * 60;
    }
  }

  const product = (fields: Record<string, unknown>) =>
    post<{ id: string; stock: number }>('/api/products', { category: 'Higiene', ...fields }, 'product');

  return { ...owner, serviceId: service.id, clientId: client.id, book, product, post };
}

export type SaleClinic = Awaited<ReturnType<typeof saleClinic>>;
