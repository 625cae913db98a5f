import { ArrayType, type BaseEntity, EntitySchema, baseProperties } from '@agenda/db';

export interface Company extends BaseEntity {
  name: string;
  phone: string;
  cep: string;
  street: string;
  number: string;
  complement: string | null;
  neighborhood: string;
  city: string;
  state: string;
  businessTypeId: string | null;
  /** Business days, 1 = Monday … 6 = Saturday (sign-up offers Monday to Friday). */
  businessDays: number[];
  /** Opening hours, 'HH:mm', in the company's time zone. */
  openingTime: string;
  closingTime: string;
  /** 14 digits, or null when not given. */
  cnpj: string | null;
  plan: string;
  timeZone: string;
}

/** The establishment: the tenant every other row belongs to. */
export const CompanySchema = new EntitySchema<Company>({
  name: 'Company',
  tableName: 'company',
  properties: {
    ...baseProperties,
    name: { type: 'string', columnType: 'text' },
    phone: { type: 'string', columnType: 'text' },
    cep: { type: 'string', columnType: 'text' },
    street: { type: 'string', columnType: 'text' },
    number: { type: 'string', columnType: 'text' },
    complement: { type: 'string', columnType: 'text', nullable: true },
    neighborhood: { type: 'string', columnType: 'text' },
    city: { type: 'string', columnType: 'text' },
    state: { type: 'string', columnType: 'text' },
    businessTypeId: { type: 'uuid', nullable: true },
    businessDays: { type: new ArrayType<number>((i) => Number(i)), columnType: 'smallint[]' },
    openingTime: { type: 'string', columnType: 'text', default: '08:00' },
    closingTime: { type: 'string', columnType: 'text', default: '20:00' },
    cnpj: { type: 'string', columnType: 'text', nullable: true },
    plan: { type: 'string', columnType: 'text', default: 'basic' },
    timeZone: { type: 'string', columnType: 'text', default: 'America/Sao_Paulo' },
  },
});
