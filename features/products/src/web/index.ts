export { ProductsTab } from './products-tab.tsx';
