import type { Permission } from '@agenda/access';
import { nowInTimeZone } from '@agenda/br';
import { TabPanel, Tabs, PageHeader, useMay } from '@agenda/ui';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { monthOf } from '../shared/figures.ts';
import { FINANCE_TEXTS as T } from '../shared/texts.ts';
import './finance.css';
import { ClosingTab } from './closing-tab.tsx';
import { MyProductionTab } from './my-production-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import type { PeriodValue } from './period-picker.tsx';
import { ProductsTab } from './products-tab.tsx';
import { ReceivablesTab } from './receivables-tab.tsx';
import { ReportsTab } from './reports-tab.tsx';
import { TransactionsTab } from './transactions-tab.tsx';

/**
 * Reception sees 'Cobrança' alone, a professional 'Minha produção' alone; the rest is the owner's, whose
 * own production is a row of 'Profissionais' in Relatórios (`unless`: left out for who sees that).
 */
const TABS: readonly { id: string; label: string; permission: Permission; unless?: Permission }[] = [
  { id: 'minha-producao', label: T.tabs.myProduction, permission: 'production', unless: 'finance' },
  { id: 'visao-geral', label: T.tabs.overview, permission: 'finance' },
  { id: 'transacoes', label: T.tabs.transactions, permission: 'finance' },
  { id: 'cobranca', label: T.tabs.receivables, permission: 'receivables' },
  { id: 'relatorios', label: T.tabs.reports, permission: 'finance' },
  { id: 'produtos', label: T.tabs.products, permission: 'finance' },
  { id: 'fechamento', label: T.tabs.closing, permission: 'finance' },
];
const PREFIX = 'finance-tabs';

/** /financial: the owner's money, every tab on real data. The tab lives in `?tab=` (the top bar links to it). */
export function FinancialPage() {
  const search = useSearch({ strict: false }) as { tab?: string };
  const navigate = useNavigate();
  const may = useMay();
  const tabs = TABS.filter((t) => may(t.permission) && !(t.unless && may(t.unless)));
  const active = tabs.find((t) => t.id === search.tab)?.id ?? tabs[0]?.id ?? 'cobranca';
  const [period, setPeriod] = useState<PeriodValue>(() => monthOf(nowInTimeZone().date));
  const select = (tab: string) => void navigate({ to: '/financial', search: { tab }, replace: true });

  return (
    <div className="ui-page finance-page">
      <PageHeader title={T.title} />
      <Tabs tabs={tabs} active={active} onChange={select} ariaLabel={T.title} idPrefix={PREFIX} />
      <TabPanel id={active} active={active} idPrefix={PREFIX}>
        {active === 'minha-producao' && <MyProductionTab period={period} onPeriod={setPeriod} />}
        {active === 'visao-geral' && <OverviewTab period={period} onPeriod={setPeriod} />}
        {active === 'transacoes' && <TransactionsTab period={period} onPeriod={setPeriod} />}
        {active === 'cobranca' && <ReceivablesTab />}
        {active === 'relatorios' && <ReportsTab period={period} onPeriod={setPeriod} />}
        {active === 'produtos' && <ProductsTab period={period} onPeriod={setPeriod} />}
        {active === 'fechamento' && <ClosingTab />}
      </TabPanel>
    </div>
  );
}
