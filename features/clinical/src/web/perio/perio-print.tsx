import { formatCpf, formatDatePtBR } from '@agenda/br';
import { PrintSheet } from '@agenda/ui';
import {
  PERIO_TEXTS as P,
  type PerioExamData,
  type PerioSite,
  type PerioSiteData,
  type PerioToothData,
} from '../../shared/perio.ts';
import { LOWER_ARCH, UPPER_ARCH } from '../../shared/teeth.ts';
import { Letterhead, type PlanClinic } from '../odontogram/plan-document.tsx';
import './perio-print.css';

export interface PerioPrintProps {
  exam: PerioExamData;
  clinic: PlanClinic;
  patient: { fullName: string; cpf: string | null };
  professional: string;
}

const FACES: { label: string; sites: readonly PerioSite[] }[] = [
  { label: 'V', sites: ['DV', 'V', 'MV'] },
  { label: 'L', sites: ['DL', 'L', 'ML'] },
];

/** A site as printed: the value, '*' bleeding, 'P' plaque, 'S' suppuration. */
function mark(s: PerioSiteData | undefined, what: 'depth' | 'margin'): string {
  if (!s) return '·';
  const value = s[what];
  const flags = what === 'depth' ? `${s.bleeding ? '*' : ''}${s.plaque ? 'P' : ''}${s.suppuration ? 'S' : ''}` : '';
  return `${value === null ? '·' : String(value).replace('-', '−')}${flags}`;
}

function ArchTable({ teeth, exam, caption }: { teeth: readonly number[]; exam: PerioExamData; caption: string }) {
  const sites = new Map(exam.sites.map((s) => [`${s.tooth}${s.site}`, s]));
  const perTooth = new Map<number, PerioToothData>(exam.teeth.map((t) => [t.tooth, t]));
  const row = (label: string, cell: (tooth: number) => string) => (
    <tr>
      <th scope="row">{label}</th>
      {teeth.map((tooth) => (
        <td key={tooth}>{perTooth.get(tooth)?.missing ? '—' : cell(tooth)}</td>
      ))}
    </tr>
  );
  return (
    <table className="perio-print__arch">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{P.printTooth}</th>
          {teeth.map((tooth) => (
            <th key={tooth} scope="col">
              {tooth}
              {perTooth.get(tooth)?.implant ? ' (I)' : ''}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {FACES.flatMap((face) => [
          <tr key={`${face.label}d`}>
            <th scope="row">{`${P.printDepth} ${face.label}`}</th>
            {teeth.map((tooth) => (
              <td key={tooth}>
                {perTooth.get(tooth)?.missing ? '—' : face.sites.map((s) => mark(sites.get(`${tooth}${s}`), 'depth')).join(' ')}
              </td>
            ))}
          </tr>,
          <tr key={`${face.label}m`}>
            <th scope="row">{`${P.printMargin} ${face.label}`}</th>
            {teeth.map((tooth) => (
              <td key={tooth}>
                {perTooth.get(tooth)?.missing ? '—' : face.sites.map((s) => mark(sites.get(`${tooth}${s}`), 'margin')).join(' ')}
              </td>
            ))}
          </tr>,
        ])}
        {row(P.mobility, (tooth) => String(perTooth.get(tooth)?.mobility ?? 0))}
        {row(P.furcation, (tooth) => String(perTooth.get(tooth)?.furcation ?? 0))}
      </tbody>
    </table>
  );
}

/** The periogram as printed on A4: the clinic's letterhead, patient, exam, both arches, the summary. */
export function PerioPrint({ exam, clinic, patient, professional }: PerioPrintProps) {
  const s = exam.summary;
  const figures: [string, string][] = [
    [P.summarySites, String(s.sites)],
    [P.summaryBleeding, `${s.bleedingPercent.toLocaleString('pt-BR')}%`],
    [P.summaryPlaque, `${s.plaquePercent.toLocaleString('pt-BR')}%`],
    [P.summarySuppuration, String(s.suppurationSites)],
    [P.summaryDepth4, String(s.depth4OrMore)],
    [P.summaryDepth6, String(s.depth6OrMore)],
    [P.summaryAttachment, s.meanAttachment === null ? '—' : `${s.meanAttachment.toLocaleString('pt-BR')} mm`],
  ];
  return (
    <PrintSheet className="clinical-doc perio-print" label={P.printTitle}>
      <Letterhead clinic={clinic} />
      <h1 className="clinical-doc__title">{P.printTitle}</h1>
      <dl className="clinical-doc__facts">
        <div>
          <dt>{P.printPatient}</dt>
          <dd>
            {patient.fullName}
            {patient.cpf ? ` · CPF ${formatCpf(patient.cpf)}` : ''}
          </dd>
        </div>
        <div>
          <dt>{P.printExamDate}</dt>
          <dd>{formatDatePtBR(exam.date)}</dd>
        </div>
        <div>
          <dt>{P.printProfessional}</dt>
          <dd>{exam.createdByName ?? professional}</dd>
        </div>
      </dl>
      <ArchTable teeth={UPPER_ARCH} exam={exam} caption={P.rows.upperV.split(' · ')[0] ?? ''} />
      <ArchTable teeth={LOWER_ARCH} exam={exam} caption={P.rows.lowerV.split(' · ')[0] ?? ''} />
      <p className="perio-print__legend">{P.printLegend}</p>
      <p className="perio-print__legend">{P.marginConvention}</p>
      <dl className="perio-print__summary">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </PrintSheet>
  );
}
