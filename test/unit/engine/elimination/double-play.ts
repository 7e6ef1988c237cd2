// Plays a double-elimination stage out through its stage kind, as the core does: each round from
// the history of the rounds before, every result in before the next; `pick` decides each match.
import { bracketView } from '../../../../electron/engine/elimination';
import { createRng } from '../../../../electron/engine/random';
import { genericRuleset } from '../../../../electron/engine/rulesets';
import type { Ruleset } from '../../../../electron/engine/rulesets/types';
import { stageKind, type StageKind, type StageRound } from '../../../../electron/engine/stages';
import type { EntryId, EntryState, GameResult, TableRecord } from '../../../../electron/engine/types';

export const kind = stageKind('double_elimination');
export const ruleset: Ruleset = genericRuleset({ format: 'elimination', drawsAllowed: false });

/** The kinds drawn as a bracket. */
export type BracketKind = 'elimination' | 'double_elimination';

/** A bracket stage's drawing from its tables, in the parts its kind draws. */
export function bracketOfKind(id: BracketKind, rules: Ruleset, tables: readonly TableRecord[]): ReturnType<typeof bracketView> {
  const drawing = stageKind(id).drawing;
  if (drawing?.as !== 'bracket') throw new Error(`${id} is not drawn as a bracket`);
  return bracketView(rules, drawing.sections, tables);
}

export function won(a: EntryId, b: EntryId, winner: EntryId): GameResult[] {
  return [{ seats: [{ entryId: a, outcome: winner === a ? 'win' : 'loss', score: 0 }, { entryId: b, outcome: winner === b ? 'win' : 'loss', score: 0 }] }];
}

export interface Played {
  tables: TableRecord[];
  rounds: StageRound[];
  entries: EntryState[];
}

export interface PlayOptions {
  /** Hand the kind the entries in this seed order (else it draws them at random). */
  seeds?: EntryId[];
  ruleset?: Ruleset;
  /** Another elimination kind played the same way (single elimination). */
  kind?: StageKind;
  /** The winner of a match, given its round and seats. */
  pick: (round: number, a: EntryId, b: EntryId) => EntryId;
  /** Entries that drop after the round given (its results are in). */
  drops?: (round: number, played: Played) => EntryId[];
}

export const field = (n: number): EntryState[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, dropped: false, joinedRound: 1 }));

export function playDouble(n: number, opts: PlayOptions): Played {
  const rules = opts.ruleset ?? ruleset;
  const stage = opts.kind ?? kind;
  const played: Played = { tables: [], rounds: [], entries: field(n) };
  for (let round = 1; ; round++) {
    const history = played.tables;
    const progress = {
      plannedRounds: null,
      lastClosedRound: round - 1,
      firstRoundTables: history.filter((t) => t.round === 1).length,
      history: () => ({ ruleset: rules, entries: played.entries, tables: history }),
    };
    if (stage.isComplete(progress)) return played;
    if (round > 64) throw new Error('the stage never ends');
    const next = stage.nextRound({ ruleset: rules, entries: played.entries, tables: history, round, seed: `play|${n}|${round}`, seeds: opts.seeds });
    played.rounds.push(next);
    for (const t of next.tables) played.tables.push({ round, table: t.table, entries: t.entries, bye: false, games: won(t.entries[0]!, t.entries[1]!, opts.pick(round, t.entries[0]!, t.entries[1]!)) });
    for (const b of next.byes) played.tables.push({ round, table: b.table!, entries: [b.entryId], bye: true, games: [] });
    const gone = new Set(opts.drops?.(round, played) ?? []);
    played.entries = played.entries.map((e) => (gone.has(e.id) ? { ...e, dropped: true } : e));
  }
}

/** Random winners from a seeded source. */
export function coinFlips(seed: string): PlayOptions['pick'] {
  const rng = createRng(seed);
  return (_round, a, b) => (rng.next() < 0.5 ? a : b);
}

export const favourites: PlayOptions['pick'] = (_round, a, b) => Math.min(a, b);

/** How many matches each entry has lost. */
export function losses(played: Played): Map<EntryId, number> {
  const out = new Map<EntryId, number>(played.entries.map((e) => [e.id, 0]));
  for (const t of played.tables) {
    if (t.bye) continue;
    const loser = t.games[0]!.seats.find((s) => s.outcome === 'loss')!.entryId;
    out.set(loser, out.get(loser)! + 1);
  }
  return out;
}
