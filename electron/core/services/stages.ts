// runtime: node. A division's stages in order as the core walks them: which rounds each has,
// where its rounds start in the division's numbering (rounds are numbered on across stages: a
// Swiss of five rounds, then its cut's round 6), and which stage the next round belongs to. Each
// stage's kind sees its own rounds numbered from 1.
import { CommandError } from '../../../shared/contract/errors';
import { stageKind, type StageHistory, type StageKind, type StageProgress } from '../../engine/stages';
import type { RoundSummary } from '../../store/repositories/rounds';
import type { Store } from '../../store/store';

export interface StageLine {
  id: number;
  /** 1-based place in the division's order. */
  position: number;
  kindId: string;
  kind: StageKind;
  /** How many of the stage before go on to it; null: it takes the registration. */
  cut: number | null;
  plannedRounds: number | null;
  /** The division's round number before the stage's round 1 (its round k is round offset + k). */
  offset: number;
  /** Its rounds, drafts included, by number. */
  rounds: RoundSummary[];
}

export function stageLines(store: Store, divisionId: number): StageLine[] {
  const summaries = store.rounds.summaries(divisionId);
  const latest = summaries.at(-1)?.number ?? 0;
  const lines = store.divisions.stages(divisionId).map((s) => {
    const rounds = summaries.filter((r) => r.stageId === s.id);
    return { id: s.id, position: s.position, kindId: s.kind, kind: stageKind(s.kind), cut: s.cut, plannedRounds: s.plannedRounds, offset: rounds.length > 0 ? rounds[0]!.number - 1 : latest, rounds };
  });
  if (lines.length === 0) throw new CommandError('internal', `Division ${divisionId} has no stage.`, { reason: 'no_stage' });
  return lines;
}

/** The division's number of a stage's newest closed round; its offset before any. */
export function lastClosedNumber(line: StageLine): number {
  return line.rounds.findLast((r) => r.status === 'closed')?.number ?? line.offset;
}

/** Where a stage stands, its closed rounds loaded only if its kind asks. */
export function stageProgress(line: StageLine, history: () => StageHistory): StageProgress {
  const first = line.rounds[0];
  return {
    plannedRounds: line.plannedRounds,
    lastClosedRound: lastClosedNumber(line) - line.offset,
    firstRoundTables: first ? first.tables + first.byes : 0,
    history,
  };
}

/** The stage the newest round belongs to; the first before any round. */
export function currentStage(lines: readonly StageLine[]): StageLine {
  return lines.findLast((l) => l.rounds.length > 0) ?? lines[0]!;
}

/** The stage after one, if the division has it. */
export function stageAfter(lines: readonly StageLine[], line: StageLine): StageLine | undefined {
  return lines.find((l) => l.position === line.position + 1);
}
