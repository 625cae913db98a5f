import { addDays, nowInTimeZone, randomCpf } from '@agenda/br';
import { type Owner, registerOwner } from './fixtures.ts';

/**
 * A new clinic with a 'Limpeza' (R$ 150,00, 30 min) and a client, made over the documented REST
 * paths, with a `post` as its owner and a `book` on the first open day from today (a holiday may
 * close one): what the money screens' tests start from.
 */
export async function limpezaClinic(baseURL: string) {
  const today = nowInTimeZone('America/Sao_Paulo').date;
  const owner: Owner = await registerOwner(baseURL);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` };
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${baseURL}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const { serviceType } = await post<{ serviceType: { id: string } }>('/service-types', { name: 'Prevenção' });
  const { service } = await post<{ service: { id: string } }>('/services', {
    name: 'Limpeza',
    serviceTypeId: serviceType.id,
    duration: 30,
    price: 150,
  });
  const { client } = await post<{ client: { id: string } }>('/api/clients', {
    fullName: 'Joana Prado',
    cpf: randomCpf(),
    phone: '11987654321',
  });
  const book = async (startTime: string, endTime: string) => {
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${baseURL}/api/appointments`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ clientId: client.id, serviceId: service.id, date: addDays(today, i), startTime, endTime }),
      });
      if (res.status === 201) return ((await res.json()) as { appointment: { id: string } }).appointment.id;
    }
    throw new Error('no open day to book');
  };
  return { owner, post, book, serviceId: service.id };
}
