import { DEFAULT_TIME_ZONE } from '@agenda/br';
import { type Em, runSql, sql, typedFragment } from '@agenda/db';

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

/** The parts of a clinic's address as registered (a `company` row, or CLINIC_CARD_SQL's). */
interface AddressParts {
  street: string;
  number: string;
  complement: string | null;
  neighborhood: string;
  city: string;
  state: string;
}

/** 'Rua X, 100, sala 2 – Bairro, Cidade/UF', from the parts the clinic registered. */
export function clinicAddress(c: AddressParts): string {
  const street = [c.street, c.number, c.complement].filter((part) => part?.trim()).join(', ');
  const place = [c.neighborhood, c.city && c.state ? `${c.city}/${c.state}` : c.city].filter((part) => part?.trim()).join(', ');
  return [street, place].filter(Boolean).join(' – ');
}

/**
 * What a patient's page shows of its clinic, for other features' SQL (a public page read in one
 * statement): a row source they join as a subquery; `clinicAddress` makes its address line.
 */
export interface ClinicCardRow extends AddressParts {
  id: string;
  name: string;
  time_zone: string;
}
export const CLINIC_CARD_SQL = typedFragment<ClinicCardRow>({
  id: true,
  name: true,
  street: true,
  number: true,
  complement: true,
  neighborhood: true,
  city: true,
  state: true,
  time_zone: true,
})`select id, name, street, number, complement, neighborhood, city, state, time_zone from company`;

interface CardRow extends AddressParts {
  name: string;
  time_zone: string;
  business_days: number[];
  cnpj: string | null;
  phone: string;
}

/**
 * The clinic as its patients' pages and messages name it. A plain statement, not an ORM find: every
 * patient's link, confirmation, public booking page and reminder reads it, and a find costs several
 * times its statement (decision 070).
 */
export async function clinicCard(em: Em, companyId: string): Promise<ClinicCard | null> {
  const [c] = await runSql<CardRow>(
    em,
    sql`select name, street, number, complement, neighborhood, city, state, time_zone, business_days, cnpj, phone
          from company where id = ${companyId}`,
    'auth_clinic_card',
  );
  if (!c) return null;
  return {
    name: c.name,
    address: clinicAddress(c),
    timeZone: c.time_zone || DEFAULT_TIME_ZONE,
    businessDays: c.business_days,
    state: c.state,
    city: c.city,
    cnpj: c.cnpj,
    phone: c.phone,
  };
}
