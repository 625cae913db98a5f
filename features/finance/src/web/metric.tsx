/** One figure of a tab, its tone on the left edge and an optional note under it. */
export function Metric({ label, value, tone, note }: { label: string; value: string; tone: string; note?: string }) {
  return (
    <div className={`finance-metric finance-metric--${tone}`} data-testid="finance-metric">
      <span className="finance-metric__label">{label}</span>
      <strong className="finance-metric__value">{value}</strong>
      {note && <span className="finance-metric__note">{note}</span>}
    </div>
  );
}
