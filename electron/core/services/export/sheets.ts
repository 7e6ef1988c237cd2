// runtime: node. The export's three CSV sheets, each from the event export so every file agrees
// with the JSON: standings (one row per entry), pairings (one row per table of every published
// round) and results (one row per seat and game, the shape a pivot table wants).
import type { CsvSheet, DivisionDocument } from '../../../../shared/model/export';
import type { RoundsExport } from '../../../../shared/model/rounds-export';
import type { Cell } from '../../../../shared/text/csv-write';

export interface Sheet {
  header: string[];
  rows: Cell[][];
}

function entryStatus(entry: DivisionDocument['entries'][number] | undefined): string {
  if (!entry) return '';
  if (entry.disqualification) return 'disqualified';
  if (entry.noShow) return 'no_show';
  if (entry.forfeited) return 'forfeited';
  return entry.droppedAfterRound !== null ? 'dropped' : '';
}

function standingsSheet(data: DivisionDocument): Sheet {
  const { standings } = data;
  const entries = new Map(data.entries.map((e) => [e.id, e]));
  return {
    header: [
      'Rank', 'Entry ID', 'Player', 'Status', 'Dropped after round', 'Score',
      'Match wins', 'Match draws', 'Match losses', 'Games won', 'Games lost', 'Games drawn', 'Byes',
      ...standings.columns,
    ],
    rows: standings.rows.map((row) => {
      const entry = entries.get(row.entryId);
      return [
        row.rank, row.entryId, row.name, entryStatus(entry), entry?.droppedAfterRound ?? null, row.groupScore,
        row.matchWins, row.matchDraws, row.matchLosses, row.gamesWon, row.gamesLost, row.gamesDrawn, row.byes,
        ...standings.columns.map((c) => row.tiebreaks[c]),
      ];
    }),
  };
}

type Note = DivisionDocument['rounds'][number]['warnings'][number];
const noteText = (note: Note) =>
  note.params && Object.keys(note.params).length > 0
    ? `${note.code} (${Object.entries(note.params).map(([k, v]) => `${k}: ${v}`).join(', ')})`
    : note.code;

/** The round's stage kind and its number there (a playoff after the Swiss: `elimination`, 1). */
const stageCells = (round: DivisionDocument['rounds'][number]): Cell[] => [round.stage?.kind ?? null, round.stage?.round ?? null];

function pairingsSheet(data: DivisionDocument): Sheet {
  // Two player columns at least; more where a table seats more (free-for-all formats).
  const seats = Math.max(2, ...data.rounds.flatMap((r) => r.tables.map((t) => t.seats.length)));
  const seatHeader = Array.from({ length: seats }, (_, i) => [`Player ${i + 1} ID`, `Player ${i + 1}`, `Player ${i + 1} role`]).flat();
  return {
    // The stage last: files read by column position before stages came keep their columns.
    header: ['Round', 'Table', 'Bye', ...seatHeader, 'Paired by hand', 'Extra minutes', 'Notes', 'Stage', 'Stage round'],
    rows: data.rounds.flatMap((round) =>
      round.tables.map((table) => {
        const bySeat = [...table.seats].sort((a, b) => a.position - b.position);
        const seatCells = Array.from({ length: seats }, (_, i) => {
          const s = bySeat[i];
          return s ? [s.entryId, s.name, s.role] : [null, null, null];
        }).flat();
        return [round.number, table.number, table.bye, ...seatCells, table.manual, table.extraMinutes, table.notes.map(noteText).join('; '), ...stageCells(round)];
      }),
    ),
  };
}

function resultsSheet(data: DivisionDocument): Sheet {
  const rows: Cell[][] = [];
  for (const round of data.rounds) {
    for (const table of round.tables) {
      const seatOf = new Map(table.seats.map((s) => [s.entryId, s]));
      if (table.bye) {
        for (const s of table.seats) rows.push([round.number, table.number, null, s.position, s.entryId, s.name, null, 'bye', null, null, null, ...stageCells(round)]);
        continue;
      }
      table.result?.games.forEach((game, g) => {
        for (const sg of game.seats) {
          const seat = seatOf.get(sg.entryId);
          rows.push([round.number, table.number, g + 1, seat?.position, sg.entryId, seat?.name, sg.role, sg.outcome, sg.score, table.resultEnteredAt, sg.place ?? null, ...stageCells(round)]);
        }
      });
    }
  }
  // Place, then the stage, last: files read by column position before they came keep their columns.
  return { header: ['Round', 'Table', 'Game', 'Seat', 'Entry ID', 'Player', 'Role', 'Outcome', 'Score', 'Entered at', 'Place', 'Stage', 'Stage round'], rows };
}

/** The standings after every round, one block of rows per round: the shape a chart of places over
 * the rounds wants. Statuses as they stood after the round. */
export function standingsByRoundSheet(data: RoundsExport): Sheet {
  const ids = data.columns.map((c) => c.id);
  return {
    header: [
      'Round', 'Rank', 'Entry ID', 'Player', 'Status', 'Score',
      'Match wins', 'Match draws', 'Match losses', 'Games won', 'Games lost', 'Games drawn', 'Byes',
      ...ids,
    ],
    rows: data.rounds.flatMap((round) =>
      (round.standings ?? []).map((row) => [
        round.number, row.rank, row.entryId, row.name, row.status === 'active' ? '' : row.status, row.groupScore,
        row.matchWins, row.matchDraws, row.matchLosses, row.gamesWon, row.gamesLost, row.gamesDrawn, row.byes,
        ...ids.map((c) => row.tiebreaks[c]),
      ]),
    ),
  };
}

/** The sheets made from a division's document; the standings after every round come from its
 * rounds (standingsByRoundSheet). */
export const csvSheetsOf: Record<Exclude<CsvSheet, 'standings-rounds'>, (data: DivisionDocument) => Sheet> = {
  standings: standingsSheet,
  pairings: pairingsSheet,
  results: resultsSheet,
};
