// runtime: dom. The officials' section of the head judge's report, at its head beside the stages:
// each official with their role in the report's language, the head judge first; and the head
// judge, who signs it.
import { officials } from '../../../../shared/features/officials/contract';
import { officialsReportSchema } from '../../../../shared/features/officials/model';
import type { ReportSection } from '../../report/report-grid';
import { featureText } from '../text';
import { officialsTexts, type OfficialsKeys } from './texts';

export function officialsReportSection(part: unknown): ReportSection {
  const list = officialsReportSchema.parse(part);
  const text = featureText<OfficialsKeys>(officialsTexts);
  return {
    id: officials.id,
    title: text('report.title'),
    place: 'head',
    body: list.length > 0 ? { pairs: list.map((o) => [text(`roles.${o.role}`), o.name]) } : { none: text('report.none') },
  };
}

export const officialsReportSigner = (part: unknown): string | null => officialsReportSchema.parse(part).find((o) => o.role === 'head_judge')?.name ?? null;
