// runtime: dom. The penalties' section of the head judge's report: every penalty recorded, in
// round and table order, with the offence by its name and what it became; none where none was.
import i18next from 'i18next';
import { penaltiesFeature } from '../../../../shared/features/penalties/contract';
import { penaltiesReportSchema, type PenaltyKind } from '../../../../shared/features/penalties/model';
import type { ReportSection } from '../../report/report-grid';
import { featureText } from '../text';
import { penaltiesCatalog, type PenaltyKeys } from './catalog';
import './penalties.css';

const kindKeys = {
  forfeit_attack: 'reportForfeitAttack',
  forfeit_turn: 'reportForfeitTurn',
  forfeit_game: 'reportForfeitGame',
  forfeit_match: 'reportForfeitMatch',
} as const satisfies Record<PenaltyKind, PenaltyKeys>;

export function penaltiesReportSection(part: unknown): ReportSection | null {
  const penalties = penaltiesReportSchema.parse(part);
  if (penalties.length === 0) return null;
  const text = featureText<PenaltyKeys>({ id: penaltiesFeature.id, catalog: penaltiesCatalog });
  return {
    id: penaltiesFeature.id,
    title: text('title'),
    body: { grid: {
      header: [text('reportRound'), text('reportTable'), text('reportGame'), text('player'), text('reportOffence'), text('reportPenalty')],
      formats: ['number', 'number', 'number', 'text', 'text', 'text'],
      rows: penalties.map((p) => [
        p.round,
        p.table,
        p.game,
        p.name,
        // The offences' names are the results catalog's, where the results desk reads them too.
        i18next.t(`results.penalties.offences.${p.offence.replace(/\./g, '_')}` as never, { defaultValue: p.offence }) as unknown as string,
        text(p.penalty === null ? 'reportNone' : kindKeys[p.penalty]),
      ]),
    } },
  };
}
