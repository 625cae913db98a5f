import { ProductsTab } from '@agenda/products/web';
import { type TabItem, TabPanel, Tabs } from '@agenda/ui';
import { useId, useState } from 'react';
import { FINALIZE_TEXTS as T } from '../shared/texts.ts';
import { AnalysisTab } from './analysis-tab.tsx';
import './finalize.css';

const TABS: readonly TabItem[] = [
  { id: 'products', label: T.productsTab, icon: '📦' },
  { id: 'analysis', label: T.analysisTab, icon: '📊' },
];

/** §2.7 /products: the catalogue (products feature) and the sales analysis (finalize owns the sales). */
export function ProductsPage() {
  const [tab, setTab] = useState('products');
  const idPrefix = useId();
  return (
    <div className="ui-page products-page">
      <header className="ui-page-header">
        <div>
          <h1 className="ui-page-title">{T.pageTitle}</h1>
          <p className="ui-page-subtitle">{T.pageSubtitle}</p>
        </div>
      </header>
      <Tabs tabs={TABS} active={tab} onChange={setTab} ariaLabel={T.pageTitle} idPrefix={idPrefix} />
      <TabPanel id="products" active={tab} idPrefix={idPrefix}>
        <ProductsTab />
      </TabPanel>
      <TabPanel id="analysis" active={tab} idPrefix={idPrefix}>
        {tab === 'analysis' && <AnalysisTab />}
      </TabPanel>
    </div>
  );
}
