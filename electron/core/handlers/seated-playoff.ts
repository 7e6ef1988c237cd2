// runtime: node. The chart of a division's newest stage drawn as one (a seated playoff) once it
// has a round the room may see (drafts are the desk's), drawn by the engine from the stage's
// tables, names added.
import type { ChangeEvent } from '../../../shared/contract/changes';
import type { SeatedChart } from '../../../shared/model/seated-chart';
import { seatedChartView, type ChartTable } from '../../engine/seated-playoff';
import type { HandlerContext, Handlers } from '../context';
import { requireDivision } from '../services/divisions';
import { lineRuleset, loadEventState, stageTables } from '../services/event-state';

function drawChart(ctx: HandlerContext, eventId: number, divisionId: number): SeatedChart | null {
  const state = loadEventState(ctx.store, eventId, divisionId);
  const shown = state.rounds.filter((r) => r.status !== 'draft');
  const line = state.stages.findLast((l) => l.kind.drawing?.as === 'chart' && shown.some((r) => r.stageId === l.id));
  if (!line) return null;
  const view = seatedChartView(lineRuleset(state, line), stageTables(line, shown));
  if (!view) return null;
  const names = new Map(state.entries.map((e) => [e.id, e.name]));
  const table = (t: ChartTable) => ({
    table: t.table,
    eventRound: line.offset + t.round,
    played: t.seats.some((s) => s.points !== null),
    seats: t.seats.map((s) => ({ ...s, name: names.get(s.entryId) ?? `#${s.entryId}` })),
  });
  return {
    eventId,
    stage: { position: line.position, kind: line.kindId },
    first: view.first,
    qualifiers: view.qualifiers,
    semifinal: view.semifinal.map(table),
    final: view.final ? table(view.final) : null,
  };
}

export const seatedPlayoffHandlers: Pick<Handlers, 'seatedPlayoff.get'> = {
  'seatedPlayoff.get'({ eventId, divisionId }, ctx) {
    const staleOn = (c: ChangeEvent) => c.entity === 'event' || c.entity === 'entry' || c.entity === 'round' || c.entity === 'table';
    const division = requireDivision(ctx.store, eventId, divisionId);
    return ctx.keep(eventId, `seated-chart:${division.id}`, staleOn, () => drawChart(ctx, eventId, division.id));
  },
};
