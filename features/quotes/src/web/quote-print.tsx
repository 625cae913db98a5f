import type { CompanyConfig } from '@agenda/auth/shared';
import { formatBRL, formatCep, formatCnpj, formatCpf, formatDatePtBR, formatPhone } from '@agenda/br';
import { PrintSheet } from '@agenda/ui';
import type { ReactNode } from 'react';
import { PAYMENT_KIND_LABELS } from '../shared/texts.ts';
import { QUOTES_UI as U } from '../shared/ui-texts.ts';
import type { AlternativeData, CarneSlip, InstallmentData, QuoteData } from '../shared/wire.ts';
import './quote-print.css';

export type PrintClinic = Pick<
  CompanyConfig,
  'name' | 'phone' | 'cnpj' | 'cep' | 'street' | 'number' | 'complement' | 'neighborhood' | 'city' | 'state'
>;
export interface PrintPatient {
  fullName: string;
  cpf: string | null;
}

const addressLine = (c: PrintClinic) =>
  [`${c.street}, ${c.number}`, c.complement, c.neighborhood, `${c.city}/${c.state}`, `${U.zipCode} ${formatCep(c.cep)}`]
    .filter(Boolean)
    .join(' · ');

function Letterhead({ clinic }: { clinic: PrintClinic }) {
  return (
    <header className="quotes-doc__letterhead">
      <p className="quotes-doc__clinic">{clinic.name}</p>
      <p>{addressLine(clinic)}</p>
      <p>
        {U.clinicPhone} {formatPhone(clinic.phone)}
        {clinic.cnpj ? ` · ${U.clinicCnpj} ${formatCnpj(clinic.cnpj)}` : ''}
      </p>
    </header>
  );
}

function Signature({ name, role, detail }: { name: string; role: string; detail: ReactNode }) {
  return (
    <div className="quotes-doc__signature">
      <p className="quotes-doc__signature-name">{name}</p>
      <p>{role}</p>
      <p>{detail}</p>
    </div>
  );
}

const blank = <span className="quotes-doc__blank" />;

const paymentLabel = (number: number, count: number, single: boolean) =>
  single ? U.single : number === 0 ? U.entry : U.installmentOf(number, count);

/** One alternative as printed: its items by tooth and surface, totals, and its payment plan. */
function PrintedAlternative({ alt, titled }: { alt: AlternativeData; titled: boolean }) {
  const payments = alt.schedule.payments;
  const count = payments.filter((p) => p.number > 0).length;
  const single = payments.length === 1 && payments[0]?.number === 0;
  const discount = alt.itemDiscountCents + alt.quoteDiscountCents;
  return (
    <section className="quotes-doc__alternative" aria-label={alt.label}>
      {titled ? <h2 className="quotes-doc__h2">{alt.label}</h2> : null}
      <table className="quotes-doc__table">
        <thead>
          <tr>
            <th scope="col">{U.procedure}</th>
            <th scope="col">{U.tooth}</th>
            <th scope="col">{U.surfaces}</th>
            <th scope="col" className="quotes-doc__n">
              {U.value}
            </th>
          </tr>
        </thead>
        <tbody>
          {alt.items.map((item, i) => (
            <tr key={`${i}-${item.description}`}>
              <td>{item.description}</td>
              <td>{item.tooth ?? '—'}</td>
              <td>{item.surfaces || '—'}</td>
              <td className="quotes-doc__n">{formatBRL(item.totalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {discount > 0 ? (
            <tr>
              <td colSpan={3}>{U.discount}</td>
              <td className="quotes-doc__n">− {formatBRL(discount)}</td>
            </tr>
          ) : null}
          <tr>
            <td colSpan={3}>{U.total}</td>
            <td className="quotes-doc__n">{formatBRL(alt.schedule.payableCents)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="quotes-doc__plan">
        {U.plan}: <strong>{PAYMENT_KIND_LABELS[alt.paymentPlan.kind]}</strong>
      </p>
      <table className="quotes-doc__table">
        <thead>
          <tr>
            <th scope="col">{U.payment}</th>
            <th scope="col">{U.dueDate}</th>
            <th scope="col" className="quotes-doc__n">
              {U.value}
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.number}>
              <td>{paymentLabel(p.number, count, single)}</td>
              <td>{formatDatePtBR(p.dueDate)}</td>
              <td className="quotes-doc__n">{formatBRL(p.amountCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The quote as the clinic hands it over (A4): letterhead with CNPJ, patient, professional with CRO,
 * the alternatives (only the approved one once approved) with items by tooth and surface and the
 * plan, validity, and both signature lines.
 */
export function QuoteDocument({
  quote,
  clinic,
  patient,
  issuedOn,
}: {
  quote: QuoteData;
  clinic: PrintClinic;
  patient: PrintPatient;
  issuedOn: string;
}) {
  const approved = quote.approval?.alternative;
  const shown = approved === undefined ? quote.alternatives : quote.alternatives.filter((a) => a.index === approved);
  const cpf = patient.cpf ? formatCpf(patient.cpf) : '';
  const issued = formatDatePtBR(issuedOn);
  return (
    <PrintSheet className="quotes-doc" label={U.quoteDocument}>
      <Letterhead clinic={clinic} />
      <h1 className="quotes-doc__title">{U.quoteDocument}</h1>
      <dl className="quotes-doc__facts">
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
          <dd>
            {quote.professionalName}
            {quote.professionalRegistration ? ` · ${quote.professionalRegistration}` : ''}
          </dd>
        </div>
        <div>
          <dt>{U.issuedOn}</dt>
          <dd>
            {issued} · <strong>{U.validity(formatDatePtBR(quote.validUntil))}</strong>
          </dd>
        </div>
      </dl>
      {shown.map((alt) => (
        <PrintedAlternative key={alt.index} alt={alt} titled={shown.length > 1} />
      ))}
      {quote.notes ? (
        <p className="quotes-doc__note">
          {U.notes}: {quote.notes}
        </p>
      ) : null}
      <p className="quotes-doc__note">{U.consent}</p>
      <p className="quotes-doc__place">{U.placeAndDate(clinic.city, issued)}</p>
      <div className="quotes-doc__signatures">
        <Signature
          name={quote.professionalName}
          role={U.professionalSignature}
          detail={
            quote.professionalRegistration ? (
              `${U.councilRegistration}: ${quote.professionalRegistration}`
            ) : (
              <>
                {U.councilRegistration}: {blank}
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
                {U.cpf}: {blank}
              </>
            )
          }
        />
      </div>
    </PrintSheet>
  );
}

/**
 * The carnê (A4, slips to cut): one slip per installment with the clinic, the patient, the amount, the
 * due date and, while it is open, its PIX QR and txid (from the server: the browser never builds one).
 */
export function CarneDocument({
  quote,
  clinic,
  patient,
  slips,
}: {
  quote: QuoteData;
  clinic: PrintClinic;
  patient: PrintPatient;
  slips: readonly CarneSlip[];
}) {
  const pix = new Map(slips.map((s) => [s.id, s]));
  const rows: InstallmentData[] = quote.installments;
  const count = rows.filter((r) => r.number > 0).length;
  const single = rows.length === 1 && rows[0]?.number === 0;
  return (
    <PrintSheet className="quotes-doc quotes-carne" label={U.carneDocument}>
      {slips.length === 0 ? <p className="quotes-doc__note">{U.noPixKey}</p> : null}
      {rows.map((row) => {
        const label = paymentLabel(row.number, count, single);
        const slip = pix.get(row.id);
        return (
          <section key={row.id} className="quotes-carne__slip" aria-label={label}>
            <div className="quotes-carne__facts">
              <p className="quotes-doc__clinic-small">
                {clinic.name}
                {clinic.cnpj ? ` · ${U.clinicCnpj} ${formatCnpj(clinic.cnpj)}` : ''}
              </p>
              <p>
                {U.patient}: <strong>{patient.fullName}</strong>
              </p>
              <p className="quotes-carne__label">{label}</p>
              <p>
                {U.dueDate}: <strong>{formatDatePtBR(row.dueDate)}</strong> · {U.value}:{' '}
                <strong>{formatBRL(slip?.amountCents ?? row.amountCents)}</strong>
              </p>
              {slip ? (
                <p className="quotes-carne__txid">
                  {U.txid}: {slip.txid}
                </p>
              ) : row.status === 'PAGO' ? (
                <p>{U.slipPaid}</p>
              ) : null}
            </div>
            {slip?.qrSvg ? (
              <div
                className="quotes-carne__qr"
                role="img"
                aria-label={U.pixQr(label)}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the QR is an SVG our server drew from the BR Code
                dangerouslySetInnerHTML={{ __html: slip.qrSvg }}
              />
            ) : null}
          </section>
        );
      })}
    </PrintSheet>
  );
}
