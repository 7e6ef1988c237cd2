// runtime: node. The bracket of a division's newest stage drawn as one (an elimination) that has
// a round the room may see (drafts are the desk's), drawn by the engine from the stage's tables,
// names added.
import type { ChangeEvent } from '../../../shared/contract/changes';
import type { Bracket } from '../../../shared/model/bracket';
import { bracketView } from '../../engine/elimination';
import type { HandlerContext, Handlers } from '../context';
import { requireDivision } from '../services/divisions';
import { lineRuleset, loadEventState, stageTables } from '../services/event-state';

function drawBracket(ctx: HandlerContext, eventId: number, divisionId: number): Bracket | null {
  const state = loadEventState(ctx.store, eventId, divisionId);
  const shown = state.rounds.filter((r) => r.status !== 'draft');
  const line = state.stages.findLast((l) => l.kind.drawing?.as === 'bracket' && shown.some((r) => r.stageId === l.id));
  const drawing = line?.kind.drawing;
  if (!line || drawing?.as !== 'bracket') return null;
  const view = bracketView(lineRuleset(state, line), drawing.sections, stageTables(line, shown));
  if (!view) return null;
  const names = new Map(state.entries.map((e) => [e.id, e.name]));
  return {
    eventId,
    stage: { position: line.position, kind: line.kindId },
    size: view.size,
    sections: view.sections.map((s) => ({
      id: s.id,
      rounds: s.rounds.map((r) => ({
        round: r.round,
        eventRound: line.offset + r.round,
        matches: r.matches.map((m) => ({ ...m, entries: m.entries.map((e) => ({ ...e, name: names.get(e.entryId) ?? `#${e.entryId}` })) })),
      })),
    })),
  };
}

export const bracketHandlers: Pick<Handlers, 'bracket.get'> = {
  'bracket.get'({ eventId, divisionId }, ctx) {
    const staleOn = (c: ChangeEvent) => c.entity === 'event' || c.entity === 'entry' || c.entity === 'round' || c.entity === 'table';
    const division = requireDivision(ctx.store, eventId, divisionId);
    return ctx.keep(eventId, `bracket:${division.id}`, staleOn, () => drawBracket(ctx, eventId, division.id));
  },
};
