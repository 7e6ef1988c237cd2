// runtime: dom. The penalties feature's face (docs/features/penalties.md): its texts, and the
// referee's penalties under each played table at the results desk (PenaltiesPanel), given the
// ruleset's offence catalog and the table's match rules (how many games, the wins deciding it); the
// games and matches they lost, which the result form opens with; the referee's tallies under each
// game of the slip (PenaltyCells); and its section of the head judge's report.
import { useQuery } from '../../api/use-query';
import { scopeOf } from '../../divisions/division-scope';
import { matchRules, stageRules } from '../../results/match-model';
import type { FeatureView, TablePanelProps } from '../feature';
import { penaltiesCatalog, type PenaltyKeys } from './catalog';
import { PenaltiesPanel } from './PenaltiesPanel';
import { PenaltyCells } from './PenaltyCells';
import { decidedByPenalty, penaltyCatalog } from './penalty-model';
import { penaltiesReportSection } from './report-section';
import { penaltiesFeature } from '../../../../shared/features/penalties/contract';
import { readFeatureOptions } from '../../../../shared/features/feature';
import './penalties.css';
import { penaltiesCodes } from './codes';

function PenaltiesTablePanel({ eventId, round, table, options }: TablePanelProps) {
  const event = useQuery('event.get', { id: eventId, ...scopeOf(round.divisionId) }, eventId);
  const catalog = readFeatureOptions(penaltiesFeature, options);
  if (!catalog || !event.data) return null;
  return <PenaltiesPanel table={table} catalog={catalog} rules={stageRules(matchRules(event.data), round.stage?.position)} />;
}

export const penaltiesView: FeatureView<PenaltyKeys> = {
  codes: penaltiesCodes,
  id: 'penalties',
  catalog: penaltiesCatalog,
  tablePanel: PenaltiesTablePanel,
  decidedGames: { of: decidedByPenalty, game: 'decided', match: 'decidedMatch' },
  resultProblems: { game_forfeited_by_penalty: 'problemGameLost', match_forfeited_by_penalty: 'problemMatchLost', penalty_in_unplayed_game: 'problemUnplayedGame' },
  // The sections the referee tallies per player and game (Attacktix 4.3.1, 4.3.2).
  slipGameLines: { of: (features) => penaltyCatalog(features)?.tallies ?? null, Lines: PenaltyCells },
  reportSection: penaltiesReportSection,
};
