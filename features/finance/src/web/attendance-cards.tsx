import { ATTENDANCE_TEXTS as A, type AttendanceReport } from '@agenda/calendar/shared';
import { Card, EmptyState } from '@agenda/ui';
import { TableScroll } from './table-scroll.tsx';

const pct = (rate: number) => `${rate.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;

function Table({ label, head, rows }: { label: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <TableScroll label={label}>
      <table className="ui-table finance-table">
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={h} className={i > 0 ? 'finance-num' : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={String(r[0])}>
              {r.map((cell, j) => (
                <td key={j} className={j > 0 ? 'finance-num' : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Relatórios' attendance (calendar's figures, decision 054): the average wait and the no-show rates. */
export function AttendanceCards({ figures }: { figures: AttendanceReport }) {
  const rateHead = (first: string) => [first, A.appointments, A.noShowCount, A.rate];
  return (
    <>
      <Card title={A.averageWait}>
        <p className="finance-basis">{A.averageWaitNote}</p>
        {figures.averageWait.length === 0 ? (
          <EmptyState title={A.none} />
        ) : (
          <Table
            label={A.averageWait}
            head={[A.professional, A.patients, A.minutes]}
            rows={figures.averageWait.map((w) => [w.professional, w.patients, `${w.minutes} min`])}
          />
        )}
      </Card>
      <Card title={A.noShowsByProfessional}>
        <p className="finance-basis">{A.noShowNote}</p>
        {figures.noShowsByProfessional.length === 0 ? (
          <EmptyState title={A.none} />
        ) : (
          <Table
            label={A.noShowsByProfessional}
            head={rateHead(A.professional)}
            rows={figures.noShowsByProfessional.map((r) => [r.professional, r.appointments, r.noShows, pct(r.rate)])}
          />
        )}
      </Card>
      <Card title={A.noShowsByWeekday}>
        <p className="finance-basis">{A.noShowNote}</p>
        {figures.noShowsByWeekday.length === 0 ? (
          <EmptyState title={A.none} />
        ) : (
          <Table
            label={A.noShowsByWeekday}
            head={rateHead(A.weekday)}
            rows={figures.noShowsByWeekday.map((r) => [r.weekday, r.appointments, r.noShows, pct(r.rate)])}
          />
        )}
      </Card>
    </>
  );
}
