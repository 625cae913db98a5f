import { reaisToCents } from '@agenda/br';
import { type Em, make, withoutTenant } from '@agenda/db';
import { ServiceSchema } from './entities/service.entity.ts';
import { ServiceTypeSchema } from './entities/service-type.entity.ts';

interface DemoType {
  name: string;
  icon: string;
  color: string;
  description: string;
  services: { name: string; duration: number; price: number; description: string; saturday?: boolean; recallMonths?: number }[];
}

const DEMO_CATALOGUE: DemoType[] = [
  {
    name: 'Prevenção',
    icon: '🪥',
    color: '#10B981',
    description: 'Consultas, limpezas e cuidados de rotina',
    services: [
      {
        name: 'Consulta de avaliação',
        duration: 30,
        price: 150,
        description: 'Exame clínico e plano de tratamento',
        saturday: true,
        recallMonths: 12,
      },
      {
        name: 'Limpeza (profilaxia)',
        duration: 45,
        price: 220,
        description: 'Remoção de placa e tártaro, polimento',
        saturday: true,
        recallMonths: 6,
      },
      { name: 'Aplicação de flúor', duration: 30, price: 120, description: 'Prevenção de cáries, indicada para crianças' },
    ],
  },
  {
    name: 'Restauração',
    icon: '🦷',
    color: '#3B82F6',
    description: 'Tratamentos que recuperam a estrutura do dente',
    services: [
      { name: 'Restauração em resina', duration: 60, price: 350, description: 'Restauração estética na cor do dente' },
      { name: 'Tratamento de canal', duration: 90, price: 1200, description: 'Endodontia em dente molar' },
    ],
  },
  {
    name: 'Estética',
    icon: '✨',
    color: '#8B5CF6',
    description: 'Procedimentos para a harmonia do sorriso',
    services: [
      { name: 'Clareamento', duration: 90, price: 900, description: 'Clareamento em consultório' },
      { name: 'Faceta em resina', duration: 120, price: 800, description: 'Por elemento' },
    ],
  },
  {
    name: 'Cirurgia',
    icon: '🩺',
    color: '#EF4444',
    description: 'Extrações e pequenas cirurgias',
    services: [{ name: 'Extração simples', duration: 60, price: 400, description: 'Exodontia sem complicações' }],
  },
];

/**
 * A realistic dental catalogue for a demo clinic: four types and eight services. Idempotent: a
 * company that already has any service (archived ones included) is left as it is.
 */
export async function seedDemoServices(em: Em, companyId: string): Promise<void> {
  if ((await em.count(ServiceSchema, { companyId }, withoutTenant)) > 0) return;
  await em.transactional(async (tx) => {
    for (const demo of DEMO_CATALOGUE) {
      const type = make(tx, ServiceTypeSchema, {
        companyId,
        name: demo.name,
        description: demo.description,
        icon: demo.icon,
        color: demo.color,
        active: true,
      });
      for (const service of demo.services) {
        make(tx, ServiceSchema, {
          companyId,
          name: service.name,
          serviceTypeId: type.id,
          duration: service.duration,
          priceCents: reaisToCents(service.price),
          description: service.description,
          mondayEnabled: true,
          tuesdayEnabled: true,
          wednesdayEnabled: true,
          thursdayEnabled: true,
          fridayEnabled: true,
          saturdayEnabled: service.saturday ?? false,
          sundayEnabled: false,
          startTime: '08:00',
          endTime: service.saturday ? '18:00' : '17:00',
          recallMonths: service.recallMonths ?? null,
          archivedAt: null,
        });
      }
    }
  });
}
