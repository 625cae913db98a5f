export { ProductsTab } from './products-tab.tsx';
export { StockBadge } from './stock-badge.tsx';
