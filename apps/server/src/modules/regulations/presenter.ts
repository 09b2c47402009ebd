import { personName, type Regulation, type RegulationSummary } from '@tsa/shared';
import type { RegulationSummaryView, RegulationView } from './repository';

export function presentRegulationSummary({ row, author }: RegulationSummaryView): RegulationSummary {
  return {
    version: row.version,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    createdBy: author ? { id: author.id, name: personName(author) } : null,
  };
}

export function presentRegulation(view: RegulationView): Regulation {
  return { ...presentRegulationSummary(view), content: view.row.content };
}
