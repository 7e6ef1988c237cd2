// runtime: node. The grid of a division's newest stage drawn as one (a round robin) that has a
// round the room may see (drafts are the desk's), drawn by the engine from the stage's tables,
// names added.
import type { ChangeEvent } from '../../../shared/contract/changes';
import type { RoundRobinGrid } from '../../../shared/model/round-robin-grid';
import { roundRobinGrid } from '../../engine/round-robin';
import type { HandlerContext, Handlers } from '../context';
import { requireDivision } from '../services/divisions';
import { lineRuleset, loadEventState, stageEntries, stageTables } from '../services/event-state';

function drawGrid(ctx: HandlerContext, eventId: number, divisionId: number): RoundRobinGrid | null {
  const state = loadEventState(ctx.store, eventId, divisionId);
  const shown = state.rounds.filter((r) => r.status !== 'draft');
  const line = state.stages.findLast((l) => l.kind.drawing?.as === 'grid' && shown.some((r) => r.stageId === l.id));
  if (!line) return null;
  const tables = stageTables(line, shown);
  const through = Math.max(0, ...tables.map((t) => t.round));
  const view = roundRobinGrid(lineRuleset(state, line), stageEntries(state, line, through + 1), tables);
  if (!view) return null;
  const names = new Map(state.entries.map((e) => [e.id, e.name]));
  return {
    eventId,
    stage: { position: line.position, kind: line.kindId },
    offset: line.offset,
    currentRound: view.currentRound,
    winner: view.winner,
    grids: view.grids.map((g) => ({ ...g, sides: g.sides.map((s) => ({ ...s, name: names.get(s.entryId) ?? `#${s.entryId}` })) })),
  };
}

export const roundRobinHandlers: Pick<Handlers, 'roundRobin.get'> = {
  'roundRobin.get'({ eventId, divisionId }, ctx) {
    const staleOn = (c: ChangeEvent) => c.entity === 'event' || c.entity === 'entry' || c.entity === 'round' || c.entity === 'table';
    const division = requireDivision(ctx.store, eventId, divisionId);
    return ctx.keep(eventId, `roundRobin:${division.id}`, staleOn, () => drawGrid(ctx, eventId, division.id));
  },
};
