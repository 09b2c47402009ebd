import type { Report } from '@tsa/shared';

/** A report as the API client hands it over: date-times revived to Date. */
export type AppReport = Omit<Report, 'createdAt' | 'updatedAt' | 'resolvedAt'> & {
  createdAt: Date;
  updatedAt: Date;
  resolvedAt: Date | null;
};

export interface AppReportPage {
  items: AppReport[];
  total: number;
  page: number;
  pageSize: number;
}
