import type { CompanyConfig } from '@agenda/auth/shared';
import { formatCep, formatCnpj, formatCpf, formatDatePtBR, formatPhone } from '@agenda/br';
import { PrintSheet } from '@agenda/ui';
import type { ReactNode } from 'react';
import type { VestibularLetter } from '../../shared/clinical-settings.ts';
import { type TreatmentPlan, planValidUntil } from '../../shared/plan.ts';
import { CLINICAL_UI as U } from '../../shared/texts.ts';
import { PlanTable } from './plan-table.tsx';
import './plan-document.css';

export type PlanClinic = Pick<
  CompanyConfig,
  'name' | 'phone' | 'cnpj' | 'cep' | 'street' | 'number' | 'complement' | 'neighborhood' | 'city' | 'state'
>;

export interface PlanDocumentProps {
  plan: TreatmentPlan;
  clinic: PlanClinic;
  /** The signed-in user, who prints and signs the plan, with their council registration when their profile has one. */
  professional: { name: string; registration: string | null };
  patient: { fullName: string; cpf: string | null };
  /** 'yyyy-MM-dd' in the clinic's time zone. */
  issuedOn: string;
  /** How the clinic writes the vestibular face. */
  vestibular?: VestibularLetter;
}

const addressLine = (c: PlanClinic) =>
  [`${c.street}, ${c.number}`, c.complement, c.neighborhood, `${c.city}/${c.state}`, `${U.zipCode} ${formatCep(c.cep)}`]
    .filter(Boolean)
    .join(' · ');

/** The clinic's letterhead on a printed clinical document: name, address, phone and CNPJ. */
export function Letterhead({ clinic }: { clinic: PlanClinic }) {
  return (
    <header className="clinical-doc__letterhead">
      <p className="clinical-doc__clinic">{clinic.name}</p>
      <p>{addressLine(clinic)}</p>
      <p>
        {U.clinicPhone} {formatPhone(clinic.phone)}
        {clinic.cnpj && ` · ${U.clinicCnpj} ${formatCnpj(clinic.cnpj)}`}
      </p>
    </header>
  );
}

function Signature({ name, role, detail }: { name: string; role: string; detail: ReactNode }) {
  return (
    <div className="clinical-doc__signature">
      <p className="clinical-doc__signature-name">{name}</p>
      <p>{role}</p>
      <p>{detail}</p>
    </div>
  );
}

/**
 * The plan as the clinic hands it to the patient (A4): letterhead, patient and professional,
 * issue and validity dates, the treatments and total, and both signature lines.
 */
export function PlanDocument({ plan, clinic, professional, patient, issuedOn, vestibular }: PlanDocumentProps) {
  const issued = formatDatePtBR(issuedOn);
  const cpf = patient.cpf ? formatCpf(patient.cpf) : '';
  return (
    <PrintSheet className="clinical-doc" label={U.planDocument}>
      <Letterhead clinic={clinic} />
      <h1 className="clinical-doc__title">{U.planDocument}</h1>
      <dl className="clinical-doc__facts">
        <div>
          <dt>{U.patient}</dt>
          <dd>{patient.fullName}</dd>
        </div>
        <div>
          <dt>{U.cpf}</dt>
          <dd>{cpf || '—'}</dd>
        </div>
        <div>
          <dt>{U.professional}</dt>
          <dd>{professional.name}</dd>
        </div>
        <div>
          <dt>{U.issuedOn}</dt>
          <dd>
            {issued} · <strong>{U.validUntil(formatDatePtBR(planValidUntil(issuedOn)))}</strong>
          </dd>
        </div>
      </dl>
      <PlanTable plan={plan} vestibular={vestibular} />
      <p className="clinical-doc__note">{U.planFootnote}</p>
      <p className="clinical-doc__note">{U.patientConsent}</p>
      <p className="clinical-doc__place">{U.placeAndDate(clinic.city, issued)}</p>
      <div className="clinical-doc__signatures">
        <Signature
          name={professional.name}
          role={U.professionalSignature}
          detail={
            professional.registration ? (
              `${U.councilRegistration}: ${professional.registration}`
            ) : (
              <>
                {U.councilRegistration}: <span className="clinical-doc__blank" />
              </>
            )
          }
        />
        <Signature
          name={patient.fullName}
          role={U.patientSignature}
          detail={
            cpf ? (
              `${U.cpf} ${cpf}`
            ) : (
              <>
                {U.cpf}: <span className="clinical-doc__blank" />
              </>
            )
          }
        />
      </div>
    </PrintSheet>
  );
}
