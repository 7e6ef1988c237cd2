// runtime: pure
// A team round (Doomtrooper, "Team Game"): the field drawn by lot into teams of 2, the teams into
// tables of 3 teams where the count allows and 2 otherwise, each table's teams numbered by lot and
// seated T1P1, T2P1, (T3P1,) T1P2, T2P2, (T3P2). An odd player out has the bye, the lowest ranked
// without one. From round 2 the lot is improved: players who have met (as partners or
// opponents) are kept apart, partners more than opponents, by swapping two players while a swap
// lowers the repeats (a local optimum no single swap improves).
import { shuffle } from '../random';
import type { EntryId, Note, Rng } from '../types';
import { seatTeams } from '../../../shared/model/teams';
import { interleave, TEAM_SIZE, teamTableSizes } from './team-tables';

export interface TeamCandidate {
  id: EntryId;
  byes: number;
  /** How many times each other entry was a team mate in the stage's earlier rounds. */
  partners: ReadonlyMap<EntryId, number>;
  /** How many times each other entry was an opponent (another team at the table). */
  opponents: ReadonlyMap<EntryId, number>;
}

export interface TeamTable {
  table: number;
  /** Seat order, interleaved (team mates opposite). */
  entries: EntryId[];
  /** Each seat's team number, 1 to the table's teams. */
  teams: number[];
  notes: Note[];
}

export interface TeamDraw {
  tables: TeamTable[];
  byes: { entryId: EntryId; notes: Note[] }[];
  warnings: Note[];
}

/** A repeated partner costs more than a repeated opponent: playing as one team twice is the
 * greater repeat. Meeting before in either way counts. */
const PARTNER_WEIGHT = 3;

/** The bye of an odd field (Decision, byes): the lowest ranked who has had the fewest. */
function byeTaker(ranked: readonly TeamCandidate[]): TeamCandidate | null {
  if (ranked.length % TEAM_SIZE === 0) return null;
  let best = ranked.length - 1;
  for (let i = ranked.length - 1; i >= 0; i--) if (ranked[i]!.byes < ranked[best]!.byes) best = i;
  return ranked[best]!;
}

/** Slots: table t, team k, member m, laid out table by table, team by team. */
interface Layout {
  /** For each slot, its table. */
  table: number[];
  /** For each slot, its team (numbered across the round). */
  team: number[];
  /** For each table, its first slot and slot count. */
  tables: { from: number; size: number }[];
}

function layout(sizes: number[]): Layout {
  const out: Layout = { table: [], team: [], tables: [] };
  let team = 0;
  sizes.forEach((teams, t) => {
    out.tables.push({ from: out.table.length, size: teams * TEAM_SIZE });
    for (let k = 0; k < teams; k++, team++) {
      for (let m = 0; m < TEAM_SIZE; m++) {
        out.table.push(t);
        out.team.push(team);
      }
    }
  });
  return out;
}

function meetings(a: TeamCandidate, b: EntryId): number {
  return (a.partners.get(b) ?? 0) + (a.opponents.get(b) ?? 0);
}

/** The repeats a player in slot `s` brings to its table, the player `at[s]`. */
function slotCost(at: TeamCandidate[], l: Layout, s: number): number {
  const { from, size } = l.tables[l.table[s]!]!;
  let cost = 0;
  for (let o = from; o < from + size; o++) {
    if (o === s) continue;
    const met = meetings(at[s]!, at[o]!.id);
    cost += l.team[o] === l.team[s] ? PARTNER_WEIGHT * met : met;
  }
  return cost;
}

/** Swaps two players (of different teams) while a swap lowers the repeats. */
function improve(at: TeamCandidate[], l: Layout): void {
  for (let improved = true; improved; ) {
    improved = false;
    for (let a = 0; a < at.length; a++) {
      for (let b = a + 1; b < at.length; b++) {
        if (l.team[a] === l.team[b]) continue;
        const before = slotCost(at, l, a) + slotCost(at, l, b);
        [at[a], at[b]] = [at[b]!, at[a]!];
        if (slotCost(at, l, a) + slotCost(at, l, b) < before) improved = true;
        else [at[a], at[b]] = [at[b]!, at[a]!];
      }
    }
  }
}

function repeatNotes(table: number, entries: EntryId[], teams: number[], byId: Map<EntryId, TeamCandidate>): Note[] {
  const notes: Note[] = [];
  entries.forEach((a, i) => {
    entries.forEach((b, j) => {
      if (j <= i || meetings(byId.get(a)!, b) === 0) return;
      notes.push({ code: teams[i] === teams[j] ? 'team_partner_again' : 'table_rematch', params: { entryA: a, entryB: b, table } });
    });
  });
  return notes;
}

/** `ranked`: the active entries, best ranked first. */
export function drawTeams(ranked: readonly TeamCandidate[], rng: Rng): TeamDraw {
  const bye = byeTaker(ranked);
  const byes = bye ? [{ entryId: bye.id, notes: bye.byes > 0 ? [{ code: 'second_bye', params: { entryId: bye.id, previousByes: bye.byes } }] : [] }] : [];
  const sizes = teamTableSizes(Math.floor(ranked.length / TEAM_SIZE));
  if (sizes.length === 0) return { tables: [], byes: [], warnings: [] };
  const l = layout(sizes);
  const at = shuffle(ranked.filter((c) => c !== bye), rng);
  improve(at, l);
  const byId = new Map(ranked.map((c) => [c.id, c]));
  const tables = l.tables.map(({ from, size }, t) => {
    const teams: EntryId[][] = [];
    for (let s = from; s < from + size; s += TEAM_SIZE) teams.push(shuffle(at.slice(s, s + TEAM_SIZE).map((c) => c.id), rng));
    // The teams at a table are numbered by lot.
    const entries = interleave(shuffle(teams, rng));
    const seatTeam = seatTeams(entries.length);
    return { table: t + 1, entries, teams: seatTeam, notes: repeatNotes(t + 1, entries, seatTeam, byId) };
  });
  return { tables, byes, warnings: [...tables.flatMap((t) => t.notes), ...byes.flatMap((b) => b.notes)] };
}
