import type { Regulation, RegulationSummary } from '@tsa/shared';

export type AppRegulationSummary = Omit<RegulationSummary, 'createdAt'> & { createdAt: Date };
export type AppRegulation = Omit<Regulation, 'createdAt'> & { createdAt: Date };
