export { productsPageTabSlot } from './slots.ts';
export { StockBadge } from './stock-badge.tsx';
