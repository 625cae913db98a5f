import { Migration } from '@agenda/db';

const TENANT = `company_id uuid not null references company(id) on delete cascade deferrable initially deferred`;
const CLIENT_FK = (table: string) =>
  `constraint ${table}_client_fkey foreign key (company_id, client_id) references client(company_id, id) deferrable initially deferred`;
const FDI = `between 11 and 48 and tooth % 10 between 1 and 8 and tooth / 10 between 1 and 4`;
/** Edits keep the earlier versions; a delete is a soft delete with its reason. */
const KEPT = `
  versions jsonb not null default '[]',
  deleted_at timestamptz,
  deleted_by uuid,
  delete_reason text,
  created_by uuid,
  created_by_name text,
  created_at timestamptz not null,
  updated_at timestamptz not null`;

/** The clinical records of a client: catalogue, odontogram, tooth treatments, notes, medical record. */
export class Migration20261126200000_clinical extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table dental_treatment (
        id uuid primary key,
        ${TENANT},
        name text not null,
        category text not null check (category in ('restaurador', 'preventivo', 'cirurgico', 'endodontico', 'protético', 'estetico', 'ortodontico')),
        description text,
        estimated_duration int not null check (estimated_duration >= 0),
        average_price_cents int not null check (average_price_cents >= 0),
        color text not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        unique (company_id, id)
      )`);
    this.addSql('create index dental_treatment_company_name_idx on dental_treatment (company_id, name)');

    this.addSql(`
      create table tooth_state (
        id uuid primary key,
        ${TENANT},
        client_id uuid not null,
        tooth int not null check (tooth ${FDI}),
        status text not null check (status in ('healthy', 'caries', 'restored', 'missing', 'implant', 'crown', 'root_canal')),
        notes text,
        updated_by uuid,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        unique (company_id, id),
        unique (company_id, client_id, tooth),
        ${CLIENT_FK('tooth_state')}
      )`);

    this.addSql(`
      create table tooth_treatment (
        id uuid primary key,
        ${TENANT},
        client_id uuid not null,
        tooth int not null check (tooth ${FDI}),
        treatment_id uuid not null,
        status text not null check (status in ('PLANNED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED')),
        notes text,
        status_history jsonb not null default '[]',
        created_by uuid,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        unique (company_id, id),
        ${CLIENT_FK('tooth_treatment')},
        constraint tooth_treatment_treatment_fkey foreign key (company_id, treatment_id)
          references dental_treatment(company_id, id) deferrable initially deferred
      )`);
    this.addSql('create index tooth_treatment_company_client_idx on tooth_treatment (company_id, client_id, tooth)');

    this.addSql(`
      create table clinical_note (
        id uuid primary key,
        ${TENANT},
        client_id uuid not null,
        type text not null check (type in ('ANAMNESE', 'PRONTUARIO', 'ODONTOGRAM_ENTRY', 'PLANO_TRATAMENTO')),
        title text not null,
        content jsonb not null,
        tooth int check (tooth ${FDI}),
        procedure_type text,
        appointment_id uuid,
        ${KEPT},
        unique (company_id, id),
        ${CLIENT_FK('clinical_note')},
        constraint clinical_note_appointment_fkey foreign key (company_id, appointment_id)
          references appointment(company_id, id) on delete set null (appointment_id) deferrable initially deferred
      )`);
    this.addSql('create index clinical_note_company_client_idx on clinical_note (company_id, client_id, created_at desc)');

    this.addSql(`
      create table medical_record_entry (
        id uuid primary key,
        ${TENANT},
        client_id uuid not null,
        date date not null,
        time text not null,
        type text not null check (type in ('consultation', 'procedure', 'exam', 'observation')),
        title text not null,
        description text not null,
        diagnosis text,
        treatment text,
        medications text,
        next_appointment date,
        professional_name text not null,
        ${KEPT},
        unique (company_id, id),
        ${CLIENT_FK('medical_record_entry')}
      )`);
    this.addSql(
      'create index medical_record_entry_company_client_idx on medical_record_entry (company_id, client_id, date desc, time desc)',
    );
  }
}
