// runtime: pure
// One pass over the tables builds every per-entry aggregate; tiebreakers then only read typed
// arrays, so the whole standings stay linear in (entries x rounds).
import type { SeatMatchScore } from '../scoring/types';
import type { EntryState, TableRecord } from '../types';
import { entryIndex, type EntryIndex } from './entry-index';
import { winFraction } from './fractions';
import type { StandingsRules } from './rules';
import { KIND_BYE, KIND_MISSED, KIND_TABLE, RESULT_DRAW, RESULT_LOSS, RESULT_NONE, RESULT_WIN, type EventData } from './types';

const RESULT = { win: RESULT_WIN, draw: RESULT_DRAW, loss: RESULT_LOSS, none: RESULT_NONE } as const;

/** Tables that count: byes, and tables of two or more seats with a result. A table without games
 * is not yet reported; a table naming an entry we were not given is skipped. */
function counts(t: TableRecord, index: EntryIndex): boolean {
  if (t.bye) return t.entries.length >= 1 && index.get(t.entries[0]!) >= 0;
  return t.games.length > 0 && t.entries.length >= 2 && t.entries.every((e) => index.get(e) >= 0);
}

/** The result against one opponent at the table: by places where the scorer gave both, else the
 * row's own result (a head-to-head table has one opponent, so they agree). */
function resultAgainst(mine: SeatMatchScore, theirs: SeatMatchScore): number {
  if (mine.place === undefined || theirs.place === undefined) return RESULT[mine.result];
  return mine.place < theirs.place ? RESULT_WIN : mine.place > theirs.place ? RESULT_LOSS : RESULT_DRAW;
}

/** Everyone else at the table, a team mate aside: a team game's opponents are the other teams. */
function opponentCount(t: TableRecord, seat: number): number {
  const teams = t.teams;
  if (!teams) return t.entries.length - 1;
  let count = 0;
  for (let r = 0; r < t.entries.length; r++) if (teams[r] !== teams[seat]) count += 1;
  return count;
}

function inRoundOrder(tables: TableRecord[]): TableRecord[] {
  for (let i = 1; i < tables.length; i++) {
    if (tables[i]!.round < tables[i - 1]!.round) return tables.slice().sort((a, b) => a.round - b.round);
  }
  return tables;
}

export function buildEventData(rules: StandingsRules, entries: readonly EntryState[], tables: readonly TableRecord[]): EventData {
  const n = entries.length;
  const index = entryIndex(entries.map((e) => e.id));
  const counted = inRoundOrder(tables.filter((t) => counts(t, index)));
  const joined = Int32Array.from(entries, (e) => e.joinedRound);

  // Pass 1: rows per entry. Rounds a late entry still played before joining (bad data) are kept
  // and are not also counted as missed.
  const rows = new Int32Array(n);
  const links = new Int32Array(n);
  const earlyRounds = new Map<number, Set<number>>();
  let lastRound = 0;
  for (const t of counted) {
    if (t.round > lastRound) lastRound = t.round;
    const seats = t.bye ? 1 : t.entries.length;
    for (let s = 0; s < seats; s++) {
      const i = index.get(t.entries[s]!);
      rows[i]! += 1;
      links[i]! += t.bye ? 0 : opponentCount(t, s);
      if (t.round < joined[i]!) {
        const set = earlyRounds.get(i) ?? new Set<number>();
        earlyRounds.set(i, set.add(t.round));
      }
    }
  }
  const missedRound = rules.missedRound;
  const missedUpTo = new Int32Array(n);
  if (missedRound) {
    for (let i = 0; i < n; i++) {
      missedUpTo[i] = Math.max(0, Math.min(joined[i]! - 1, lastRound));
      let early = 0;
      for (const r of earlyRounds.get(i) ?? []) if (r <= missedUpTo[i]!) early += 1;
      rows[i]! += missedUpTo[i]! - early;
    }
  }
  const start = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) start[i + 1] = start[i]! + rows[i]!;
  const total = start[n]!;
  const linkNext = new Int32Array(n);
  for (let i = 1; i < n; i++) linkNext[i] = linkNext[i - 1]! + links[i - 1]!;
  const totalLinks = n === 0 ? 0 : linkNext[n - 1]! + links[n - 1]!;
  const d: EventData = {
    n, ids: entries.map((e) => e.id), drawSeed: counted.find((t) => t.seed !== undefined)?.seed ?? '', start,
    round: new Int32Array(total), kind: new Uint8Array(total), oppFrom: new Int32Array(total), oppCount: new Uint8Array(total),
    result: new Int8Array(total), place: new Uint8Array(total),
    points: new Float64Array(total), oppPoints: new Float64Array(total), matchPoints: new Float64Array(total),
    opp: new Int32Array(totalLinks), oppResult: new Int8Array(totalLinks),
    matchWins: new Float64Array(n), matchDraws: new Float64Array(n), matchLosses: new Float64Array(n),
    gamesWon: new Float64Array(n), gamesLost: new Float64Array(n), gamesDrawn: new Float64Array(n),
    gamePoints: new Float64Array(n), oppGamePoints: new Float64Array(n), entryMatchPoints: new Float64Array(n),
    matchesPlayed: new Int32Array(n), byes: new Int32Array(n), roundsMissed: new Int32Array(n),
    mwp: new Float64Array(n), gwp: new Float64Array(n),
  };
  const next = start.slice(0, n);
  const put = (i: number, round: number, kind: number, s: SeatMatchScore) => {
    const k = next[i]!++;
    d.round[k] = round;
    d.kind[k] = kind;
    d.oppFrom[k] = linkNext[i]!;
    d.result[k] = RESULT[s.result];
    d.place[k] = s.place ?? 0;
    d.points[k] = s.gamePoints;
    d.oppPoints[k] = s.opponentGamePoints;
    d.matchPoints[k] = s.matchPoints;
    addTotals(d, i, kind, s);
  };
  // Missed rounds come first: they precede the entry's first round.
  if (missedRound) {
    const missed: SeatMatchScore = {
      entryId: 0, result: missedRound.result, gamesWon: 0, gamesLost: 0, gamesDrawn: 0, gamePoints: 0, opponentGamePoints: 0,
      matchPoints: missedRound.matchPoints,
    };
    for (let i = 0; i < n; i++) {
      const early = earlyRounds.get(i);
      for (let r = 1; r <= missedUpTo[i]!; r++) if (!early?.has(r)) put(i, r, KIND_MISSED, missed);
    }
  }
  for (const t of counted) {
    if (t.bye) {
      put(index.get(t.entries[0]!), t.round, KIND_BYE, rules.scoreBye(t.entries[0]!));
      continue;
    }
    const seats = t.entries.length;
    const scores = rules.scoreTable(t.entries, t.games, t.teams);
    const teams = t.teams;
    // Plain loops: this runs for every table of an event (24,000 at 4,096 players x 12 rounds).
    for (let s = 0; s < seats; s++) {
      const i = index.get(t.entries[s]!);
      d.oppCount[next[i]!] = opponentCount(t, s);
      put(i, t.round, KIND_TABLE, scores[s]!);
      for (let r = 0; r < seats; r++) {
        if (r === s || (teams && teams[r] === teams[s])) continue;
        const link = linkNext[i]!++;
        d.opp[link] = index.get(t.entries[r]!);
        d.oppResult[link] = resultAgainst(scores[s]!, scores[r]!);
      }
    }
  }
  for (const i of earlyRounds.keys()) sortRows(d, i);
  const share = rules.drawShare;
  for (let i = 0; i < n; i++) {
    d.mwp[i] = winFraction(d.matchWins[i]!, d.matchDraws[i]!, d.matchLosses[i]!, share);
    d.gwp[i] = winFraction(d.gamesWon[i]!, d.gamesDrawn[i]!, d.gamesLost[i]!, share);
  }
  return d;
}

function addTotals(d: EventData, i: number, kind: number, s: SeatMatchScore): void {
  if (s.result === 'win') d.matchWins[i]! += 1;
  else if (s.result === 'draw') d.matchDraws[i]! += 1;
  else if (s.result === 'loss') d.matchLosses[i]! += 1;
  d.gamesWon[i]! += s.gamesWon;
  d.gamesLost[i]! += s.gamesLost;
  d.gamesDrawn[i]! += s.gamesDrawn;
  d.gamePoints[i]! += s.gamePoints;
  d.oppGamePoints[i]! += s.opponentGamePoints;
  d.entryMatchPoints[i]! += s.matchPoints;
  if (kind === KIND_MISSED) d.roundsMissed[i]! += 1;
  else d.matchesPlayed[i]! += 1;
  if (kind === KIND_BYE) d.byes[i]! += 1;
}

/** Restores round order in one entry's rows (only needed when its data had rounds before it
 * joined, so missed rows and played rows interleave). */
function sortRows(d: EventData, i: number): void {
  const from = d.start[i]!;
  const to = d.start[i + 1]!;
  const order = Array.from({ length: to - from }, (_, j) => from + j).sort((a, b) => d.round[a]! - d.round[b]!);
  for (const arr of [d.round, d.kind, d.oppFrom, d.oppCount, d.result, d.place, d.points, d.oppPoints, d.matchPoints]) {
    const copy = order.map((k) => arr[k]!);
    copy.forEach((v, j) => (arr[from + j] = v));
  }
}
