import { type ComponentProps, type ReactNode, Suspense, lazy, useEffect, useRef, useState } from 'react';
import { CHART_HEIGHT, barsHeight } from './chart-size.ts';

// The charting library is most of the financial page's code and its costliest drawing. A chart is
// loaded and drawn once it comes near the screen (on a phone the figures fill the first screens), and
// keeps its height meanwhile, so nothing below it moves.
const charts = () => import('./charts.tsx');
const Method = lazy(() => charts().then((m) => ({ default: m.MethodShareChart })));
const CashFlow = lazy(() => charts().then((m) => ({ default: m.CashFlowChart })));
const Bars = lazy(() => charts().then((m) => ({ default: m.BarsChart })));

// Started a little before the chart scrolls in, so it is usually drawn by the time it shows.
const NEAR = '0px 0px 100px 0px';

function WhenNear({ height, testId, children }: { height: number; testId?: string; children: ReactNode }) {
  const space = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = space.current;
    if (near || !el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: NEAR,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = <div ref={space} className="finance-chart" data-testid={testId} style={{ height }} />;
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}

export function MethodShareChart(props: ComponentProps<typeof Method>) {
  return (
    <WhenNear height={CHART_HEIGHT} testId="method-chart">
      <Method {...props} />
    </WhenNear>
  );
}

export function CashFlowChart(props: ComponentProps<typeof CashFlow>) {
  return (
    <WhenNear height={CHART_HEIGHT} testId="cashflow-chart">
      <CashFlow {...props} />
    </WhenNear>
  );
}

export function BarsChart(props: ComponentProps<typeof Bars>) {
  return (
    <WhenNear height={barsHeight(props.data.length, props.horizontal ?? false)} testId={props.testId}>
      <Bars {...props} />
    </WhenNear>
  );
}
