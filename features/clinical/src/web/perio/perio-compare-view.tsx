import { formatDatePtBR } from '@agenda/br';
import { PERIO_TEXTS as P, type PerioExamData, type PerioSummary } from '../../shared/perio.ts';
import { type BleedingChange, type DepthChange, comparePerioExams, signed } from '../../shared/perio-compare.ts';

const percent = (n: number) => `${n.toLocaleString('pt-BR')}%`;
const mm = (n: number | null) => (n === null ? '—' : `${n.toLocaleString('pt-BR')} mm`);

function ChangeList({ title, items, testId }: { title: string; items: string[]; testId: string }) {
  return (
    <section className="perio-compare__list" aria-label={title} data-testid={testId}>
      <h5>
        {title} ({items.length})
      </h5>
      {items.length === 0 ? (
        <p className="ui-muted">{P.noChanges}</p>
      ) : (
        <ul>
          {items.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

const depthText = (c: DepthChange) => P.depthChange(c.tooth, c.site, c.before, c.after, signed(c.delta));
const siteText = (c: BleedingChange) => P.siteName(c.tooth, c.site);

/**
 * Two exams side by side: the summary figures of each with their difference, and the sites that got
 * deeper or shallower and whose bleeding appeared or stopped (the earlier exam first, whichever was picked).
 */
export function PerioCompareView({ a, b }: { a: PerioExamData; b: PerioExamData }) {
  const [earlier, later] = a.date < b.date || (a.date === b.date && a.createdAt <= b.createdAt) ? [a, b] : [b, a];
  const c = comparePerioExams(earlier, later);
  const rows: [string, (s: PerioSummary) => string, string][] = [
    [P.summaryBleeding, (s) => percent(s.bleedingPercent), `${signed(c.delta.bleedingPercent)} p.p.`],
    [P.summaryPlaque, (s) => percent(s.plaquePercent), `${signed(c.delta.plaquePercent)} p.p.`],
    [P.summaryDepth4, (s) => String(s.depth4OrMore), signed(c.delta.depth4OrMore)],
    [P.summaryDepth6, (s) => String(s.depth6OrMore), signed(c.delta.depth6OrMore)],
    [
      P.summaryAttachment,
      (s) => mm(s.meanAttachment),
      c.delta.meanAttachment === null ? '—' : `${signed(c.delta.meanAttachment)} mm`,
    ],
  ];
  const title = P.comparison(formatDatePtBR(earlier.date), formatDatePtBR(later.date));
  return (
    <section className="perio-compare" aria-label={title}>
      <h4>{title}</h4>
      {/* Scrolls sideways on a phone: focusable so the keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1) */}
      <div className="ui-table-wrap" role="region" aria-label={P.compareFigure} tabIndex={0}>
        <table className="perio-compare__table">
          <thead>
            <tr>
              <th scope="col">{P.compareFigure}</th>
              <th scope="col">{formatDatePtBR(earlier.date)}</th>
              <th scope="col">{formatDatePtBR(later.date)}</th>
              <th scope="col">{P.compareDifference}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value, delta]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value(c.before)}</td>
                <td>{value(c.after)}</td>
                <td>{delta}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="perio-compare__lists">
        <ChangeList title={P.worse} items={c.worse.map(depthText)} testId="perio-worse" />
        <ChangeList title={P.better} items={c.better.map(depthText)} testId="perio-better" />
        <ChangeList title={P.bleedingNew} items={c.bleedingNew.map(siteText)} testId="perio-bleeding-new" />
        <ChangeList title={P.bleedingResolved} items={c.bleedingResolved.map(siteText)} testId="perio-bleeding-resolved" />
      </div>
    </section>
  );
}
