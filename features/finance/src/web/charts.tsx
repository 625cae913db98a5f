import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { METHOD_COLORS, methodCode } from '../shared/methods.ts';
import { CHART_HEIGHT, barsHeight } from './chart-size.ts';
import { axisMoney, brl } from './format.ts';

const IN = '#16a34a';
const OUT = '#dc2626';
const BAR = '#3b82f6';
const money = (value: unknown) => brl(Number(value));

/** Payment-method shares as a donut, in the spec's colours per method. */
export function MethodShareChart({ data }: { data: { method: string; amount: number; share: number }[] }) {
  return (
    <div className="finance-chart" data-testid="method-chart">
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <PieChart>
          <Pie data={data} dataKey="amount" nameKey="method" innerRadius={55} outerRadius={95} isAnimationActive={false}>
            {data.map((m) => (
              <Cell key={m.method} fill={METHOD_COLORS[methodCode(m.method) ?? 'PIX']} />
            ))}
          </Pie>
          <Tooltip formatter={money} />
          <Legend formatter={(value: string) => `${value} ${data.find((m) => m.method === value)?.share ?? 0}%`} />
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Weekly money in (entradas) and out (saídas). */
export function CashFlowChart({ data }: { data: { label: string; entradas: number; saidas: number }[] }) {
  return (
    <div className="finance-chart" data-testid="cashflow-chart">
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={data} margin={{ left: 8, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" fontSize={12} />
          <YAxis tickFormatter={axisMoney} fontSize={12} width={80} />
          <Tooltip formatter={money} />
          <Legend />
          <Bar dataKey="entradas" name="Entradas" fill={IN} isAnimationActive={false} />
          <Bar dataKey="saidas" name="Saídas" fill={OUT} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** One series of bars (revenue by month, by service…); horizontal for long names. */
export function BarsChart({
  data,
  label,
  value,
  name,
  horizontal = false,
  testId,
  units = false,
  colorOf,
}: {
  data: Record<string, string | number>[];
  label: string;
  value: string;
  name: string;
  horizontal?: boolean;
  testId?: string;
  /** Plain counts instead of money. */
  units?: boolean;
  /** A colour per bar (e.g. the payment method's); one colour otherwise. */
  colorOf?: (row: Record<string, string | number>) => string;
}) {
  const cells = colorOf && data.map((row) => <Cell key={String(row[label])} fill={colorOf(row)} />);
  const tick = units ? (n: number) => String(n) : axisMoney;
  const tip = units ? (n: unknown) => String(n) : money;
  const height = barsHeight(data.length, horizontal);
  return (
    <div className="finance-chart" data-testid={testId}>
      <ResponsiveContainer width="100%" height={height}>
        {horizontal ? (
          <BarChart data={data} layout="vertical" margin={{ left: 8, right: 16 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" tickFormatter={tick} fontSize={12} allowDecimals={!units} />
            <YAxis type="category" dataKey={label} width={140} fontSize={12} />
            <Tooltip formatter={tip} />
            <Bar dataKey={value} name={name} fill={BAR} isAnimationActive={false}>
              {cells}
            </Bar>
          </BarChart>
        ) : (
          <BarChart data={data} margin={{ left: 8, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey={label} fontSize={12} />
            <YAxis tickFormatter={tick} fontSize={12} width={80} />
            <Tooltip formatter={tip} />
            <Bar dataKey={value} name={name} fill={BAR} isAnimationActive={false} />
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
