import http from 'node:http';
import { addDays, nowInTimeZone, randomCpf, startOfWeekMonday } from '@agenda/br';
import { type Action, CONFLICT_EXPECTED, CONFLICTING_BOOKINGS, type ScheduledAction } from './model.ts';
import type { ClinicState } from './state.ts';

// The actions of the model as the web app and the patient's browser send them: the REST paths
// (decision 027) with the staff's session tokens, the public pages without. Several server instances
// are taken in turns (round-robin), as a load balancer in front of them would.

export type Outcome = { conflict: boolean; link?: string };
export type Driver = (action: Action, ev: ScheduledAction, clinic: ClinicState, rnd: () => number) => Promise<Outcome>;

export class RequestError extends Error {}

const agent = new http.Agent({ keepAlive: true, maxSockets: 512, timeout: 4000 });
const TIMEOUT_MS = 30_000;

interface Answer {
  status: number;
  body: string;
}

function request(base: string, method: string, path: string, token: string | null, json?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = json === undefined ? undefined : JSON.stringify(json);
    const req = http.request(
      `${base}${path}`,
      {
        method,
        agent,
        timeout: TIMEOUT_MS,
        headers: {
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new RequestError(`timeout after ${TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** 2xx is done, 409 a conflict where the model expects one, anything else an error. */
function outcome(action: Action, a: Answer): Outcome {
  if (a.status >= 200 && a.status < 300) return { conflict: false };
  if (a.status === 409 && CONFLICT_EXPECTED.has(action)) return { conflict: true };
  throw new RequestError(`${action}: ${a.status} ${a.body.slice(0, 200)}`);
}

const SEARCHES = ['ana', 'silva', 'joão s', 'carla oli', 'souza 12', '0000001', 'bruno', 'lima', 'gabriela co', 'heitor'];
const TZ = 'America/Sao_Paulo';
const pickOf = <T>(list: readonly T[], rnd: () => number): T | undefined => list[Math.floor(rnd() * list.length)];

export function httpDriver(bases: string[]): Driver {
  let turn = 0;
  const next = () => bases[turn++ % bases.length] ?? '';
  return async (action, ev, c, rnd) => {
    const base = next();
    const today = nowInTimeZone(TZ).date;
    const token = ev.actor === 'reception' ? c.receptionToken : (c.professionalTokens[ev.professional] ?? c.receptionToken);
    const get = async (path: string, auth: string | null = token) => outcome(action, await request(base, 'GET', path, auth));
    const send = async (method: string, path: string, json: unknown, auth: string | null = token) =>
      outcome(action, await request(base, method, path, auth, json));
    switch (action) {
      case 'week': {
        const monday = startOfWeekMonday(addDays(today, 7 * Math.floor(rnd() * 2)));
        return get(`/api/appointments?startDate=${monday}&endDate=${addDays(monday, 5)}`);
      }
      case 'day': {
        const own = ev.actor === 'reception' ? '' : `&professionalId=${c.professionals[ev.professional]?.id ?? ''}`;
        return get(`/api/appointments?startDate=${today}&endDate=${today}${own}`);
      }
      case 'search':
        return get(`/api/clients?search=${encodeURIComponent(pickOf(SEARCHES, rnd) ?? 'ana')}`);
      case 'book': {
        const conflicting = rnd() < CONFLICTING_BOOKINGS;
        const slot = conflicting ? pickOf(c.takenSlots, rnd) : c.freeSlots.pop();
        const clientId = pickOf(c.clientIds, rnd);
        if (!slot || !clientId) return get(`/api/appointments?startDate=${today}&endDate=${today}`);
        return send('POST', '/api/appointments', { clientId, serviceId: c.services[0], ...slot });
      }
      case 'patientLink': {
        const a = c.toConfirm.pop();
        if (!a) return get(`/api/appointments?startDate=${today}&endDate=${today}`);
        const answer = await request(base, 'GET', `/api/appointments/${a.id}/patient-link`, token);
        const done = outcome(action, answer);
        const url = (JSON.parse(answer.body) as { url: string }).url;
        return { ...done, link: url.slice(url.lastIndexOf('/') + 1) };
      }
      case 'linkPage':
        return get(`/api/public/appointments/${ev.link}`, null);
      case 'confirm':
        return send('POST', `/api/public/appointments/${ev.link}/confirm`, {}, null);
      case 'finalize': {
        const a = c.toFinalize.pop();
        // None left to finalize (a long run): the day is looked at instead, as every role may.
        if (!a) return get(`/api/appointments?startDate=${today}&endDate=${today}`);
        return send('POST', '/api/appointments/complete', {
          appointmentId: a.id,
          services: [{ id: a.serviceId }],
          products: [{ id: pickOf(c.products, rnd), qty: 1 }],
          paymentMethod: rnd() < 0.5 ? 'PIX' : 'CARTAO',
          paymentStatus: 'PAID',
        });
      }
      case 'receivables':
        return get('/api/financial/receivables', c.receptionToken);
      case 'freeSlots':
        return get(`/api/appointments/free-slots?serviceId=${pickOf(c.services, rnd)}&from=${today}&to=${addDays(today, 7)}`);
      case 'finance':
        return get(`/api/financial/summary?startDate=${today.slice(0, 8)}01&endDate=${today}`, c.professionalTokens[0] ?? '');
      case 'export':
        return get('/api/clients/export.csv', c.professionalTokens[0] ?? '');
      case 'publicSlots':
        return get(
          `/api/public/booking/${c.slug}/slots?serviceId=${pickOf(c.services, rnd)}&from=${addDays(today, 1)}&to=${addDays(today, 7)}`,
          null,
        );
      case 'onlineBooking': {
        const slot = c.freeSlots.pop();
        if (!slot) return get(`/api/public/booking/${c.slug}`, null);
        return send(
          'POST',
          `/api/public/booking/${c.slug}/appointments`,
          {
            serviceId: c.services[0],
            professionalId: slot.professionalId,
            date: slot.date,
            startTime: slot.startTime,
            fullName: `Paciente Online ${Math.floor(rnd() * 1e6)}`,
            cpf: randomCpf(),
            phone: '11987654321',
            consent: true,
          },
          null,
        );
      }
    }
  };
}

export function closeHttp() {
  agent.destroy();
}
