import { createSlot } from '@agenda/ui';

// The places of finance's screens other features fill from their web manifest, so finance never
// imports them. Kept apart from the screens: a manifest that fills a slot loads this file up front.

/** The period Relatórios shows ('yyyy-MM-dd', both ends included). */
export interface ReportsPeriod {
  startDate: string;
  endDate: string;
}

/**
 * A section of Relatórios after finance's own reports, for the same period (quotes' 'Orçamentos').
 * Its fill names the permission that sees it; its label is the section's title.
 */
export const financeReportsSlot = createSlot<{ period: ReportsPeriod }>('finance.reports-section');
