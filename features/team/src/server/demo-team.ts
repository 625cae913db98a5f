import { memberByEmail } from '@agenda/auth/server';
import { type Em, TENANT_FILTER } from '@agenda/db';
import { bookableServices } from '@agenda/services/server';
import type { Role } from '@agenda/access';
import type { ProfessionalColor, WorkingHours } from '../shared/professional.ts';
import { createProfessional } from './professionals.service.ts';
import { seedFounderProfile } from './founder-profile.ts';

interface DemoMember {
  email: string;
  fullName: string;
  role: Role;
  /** Who attends: their profile (services by name, the clinic's when absent). */
  professional?: {
    registration: string;
    specialty: string;
    color: ProfessionalColor;
    hours: WorkingHours[];
    services?: string[];
  };
}

const weekdays = (days: number[], start: string, end: string) => days.map((weekday) => ({ weekday, start, end }));

/**
 * The demo clinic's team beside its owner (a dentist, whose profile follows the clinic): a second
 * dentist on afternoons who does the restorative work, a hygienist on mornings, and the front desk.
 * Every one signs in with the demo password (`npm start` prints the logins).
 */
export const DEMO_TEAM: readonly DemoMember[] = [
  {
    email: 'rafael@agenda.dev',
    fullName: 'Rafael Lima',
    role: 'PROFESSIONAL',
    professional: {
      registration: 'CRO-SP 67890',
      specialty: 'Endodontia',
      color: '#059669',
      hours: weekdays([1, 2, 3, 4, 5], '13:00', '20:00'),
      services: ['Consulta de avaliação', 'Restauração em resina', 'Tratamento de canal', 'Extração simples'],
    },
  },
  {
    email: 'juliana@agenda.dev',
    fullName: 'Juliana Costa',
    role: 'PROFESSIONAL',
    professional: {
      registration: 'CRO-SP TSB 4455',
      specialty: 'Higienista (TSB)',
      color: '#d97706',
      hours: weekdays([1, 2, 3, 4, 5], '08:00', '14:00'),
      services: ['Limpeza (profilaxia)', 'Aplicação de flúor', 'Clareamento'],
    },
  },
  { email: 'recepcao@agenda.dev', fullName: 'Patrícia Souza', role: 'RECEPTION' },
];

/**
 * The professionals' profiles of the demo team (the members themselves are made with their logins
 * first): idempotent, a member who already attends is left as they are.
 */
export async function seedDemoTeam(em: Em, companyId: string): Promise<void> {
  em.setFilterParams(TENANT_FILTER, { companyId });
  await seedFounderProfile(em, companyId);
  const services = await bookableServices(em, companyId);
  for (const person of DEMO_TEAM) {
    const member = person.professional && (await memberByEmail(em, companyId, person.email));
    if (!member || !person.professional) continue;
    const { registration, specialty, color, hours } = person.professional;
    const serviceIds = person.professional.services
      ? services.filter((s) => person.professional?.services?.includes(s.name)).map((s) => s.id)
      : null;
    await createProfessional(em, companyId, {
      memberId: member.id,
      name: person.fullName,
      registration,
      specialty,
      color,
      workingHours: hours,
      serviceIds: serviceIds?.length ? serviceIds : null,
    }).catch((error: { code?: string }) => {
      // Already attending (a restart): the member's one profile stands.
      if (error.code !== 'CONFLICT') throw error;
    });
  }
}
