export { FinancialPage } from './financial-page.tsx';
