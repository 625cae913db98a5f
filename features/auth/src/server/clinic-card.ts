import { DEFAULT_TIME_ZONE } from '@agenda/br';
import type { Em } from '@agenda/db';
import { CompanySchema } from './entities/company.entity.ts';

/** What a clinic shows about itself to a patient (their confirmation link): name, address, clock, days. */
export interface ClinicCard {
  name: string;
  /** 'Rua X, 100, sala 2 – Bairro, Cidade/UF', from the parts the clinic registered. */
  address: string;
  timeZone: string;
  businessDays: number[];
  state: string;
  city: string;
  /** Digits only, null when not registered (the letterhead of a clinical document prints it). */
  cnpj: string | null;
  phone: string;
}

export async function clinicCard(em: Em, companyId: string): Promise<ClinicCard | null> {
  const c = await em.findOne(CompanySchema, { id: companyId });
  if (!c) return null;
  const street = [c.street, c.number, c.complement].filter((part) => part?.trim()).join(', ');
  const place = [c.neighborhood, c.city && c.state ? `${c.city}/${c.state}` : c.city].filter((part) => part?.trim()).join(', ');
  return {
    name: c.name,
    address: [street, place].filter(Boolean).join(' – '),
    timeZone: c.timeZone || DEFAULT_TIME_ZONE,
    businessDays: c.businessDays,
    state: c.state,
    city: c.city,
    cnpj: c.cnpj,
    phone: c.phone,
  };
}
