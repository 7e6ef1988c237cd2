// The results report worded for the sponsor, from a Doomtrooper event played through the core: the
// CSV the desk downloads (a byte order mark, sections under their titles, numbers plain) in
// English, and the same report in Polish for a Polish desk.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../../shared/model/report';
import type { RoundTable } from '../../../shared/model/round';
import { initI18n } from '../../../renderer/src/i18n';
import { reportCsv } from '../../../renderer/src/report/report-csv';
import { reportText } from '../../../renderer/src/report/report-text';
import { playedDoomtrooper } from '../../fixtures/doomtrooper-played';
import { parseCsv } from '../../fixtures/parse-csv';
import { tempCore, type TempCore } from '../../fixtures/temp-core';

let t: TempCore;
let report: Report;
let played: ReturnType<typeof playedDoomtrooper>;
beforeAll(() => {
  t = tempCore();
  played = playedDoomtrooper(t);
  report = t.call<Report>('report.get', { eventId: played.eventId });
});
afterAll(() => t.dispose());

/** The rows of the section under `title`, up to the empty line that ends it. */
function section(rows: string[][], title: string): string[][] {
  const start = rows.findIndex((r) => r[0] === title);
  expect(start, title).toBeGreaterThanOrEqual(0);
  const end = rows.findIndex((r, i) => i > start && r.length === 1 && r[0] === '');
  return rows.slice(start + 1, end === -1 ? undefined : end);
}

describe('the results report as CSV', () => {
  it('writes every section in English, with the standings, each table’s ending and who left', () => {
    const i18n = initI18n('en');
    const csv = reportCsv(reportText(report, i18n.t, 'en'));
    expect(csv.startsWith('\uFEFF"Results report"\r\n')).toBe(true);
    expect(csv).toContain('\r\n\r\n"Officials"\r\n"Head judge","Halina Główna"\r\n"Referee","Roman Sędziowski"\r\n');
    const rows = parseCsv(csv.slice(1));
    expect(rows[2]).toEqual(['Event', 'Puchar Kardynała']);
    expect(rows).toContainEqual(['Game', 'Doomtrooper']);
    expect(rows).toContainEqual(['Players registered', '9']);
    expect(rows).toContainEqual(['Dropped', '1']);
    expect(rows).toContainEqual(['No-shows (never came)', '1']);
    expect(section(rows, 'Stages and rounds')).toEqual([
      ['Stage 1: Table rounds', 'rounds 1, 2'],
      ['Stage 2: Swiss', 'round 3'],
    ]);

    const [head, ...standings] = section(rows, 'Final standings after round 3');
    expect(head).toEqual(['Place', 'Player', 'Player ID', 'Wins', 'W-D-L', 'PP', 'Opp. PP', 'Status']);
    expect(standings).toHaveLength(9);
    const first = report.standings.rows[0]!;
    const id = (entryId: number) => report.entries.find((e) => e.entryId === entryId)!.playerIds.join(', ');
    expect(standings[0]!.slice(0, 4)).toEqual(['1', first.name, id(first.entryId), String(first.groupScore)]);
    expect(standings.find((r) => r[1] === played.leaver.name)!.at(-1)).toBe('dropped');
    expect(standings.find((r) => r[1] === played.absent.name)!.at(-1)).toBe('no-show');

    const [roundHead, ...round1] = section(rows, 'Round 1 · Table rounds, round 1');
    expect(roundHead).toEqual(['Table', 'Seat', 'Player', 'Player ID', 'PP', 'Place', 'Result', 'How the game ended']);
    const seats = played.r1.tables[1]!.seats;
    expect(round1.filter((r) => r[0] === '2')).toEqual([
      ['2', '1', seats[0]!.name, id(seats[0]!.entryId), '20', '2', 'Loss', 'At time, warriors in play'],
      ['2', '2', seats[1]!.name, id(seats[1]!.entryId), '20', '1', 'Win', 'At time, warriors in play'],
      ['2', '3', seats[2]!.name, id(seats[2]!.entryId), '8', '3', 'Loss', 'At time, warriors in play'],
    ]);
    expect(section(rows, 'Round 2 · Table rounds, round 2').slice(1).map((r) => r[7])).toEqual(['Tie at the target, played on', 'Tie at the target, played on', 'Tie at the target, played on', 'Tie at the target, played on', 'At time', 'At time', 'At time']);
    const bye = section(rows, 'Round 3 · Swiss, round 1').find((r) => r[6] === 'Bye')!;
    expect([bye[0], bye[1], bye[4]]).toEqual(['', '', '']);

    expect(section(rows, 'Players who left').slice(1)).toEqual(
      expect.arrayContaining([
        [played.leaver.name, id(played.leaver.id), 'dropped', '1', 'Train home'],
        [played.absent.name, id(played.absent.id), 'no-show', '1', 'Never came'],
      ]),
    );
    expect(section(rows, 'Signed by the head judge')).toEqual([['I confirm that these are the results of the event.'], ['Name', 'Halina Główna'], ['Signature', ''], ['Date', '']]);
  });

  it('writes a match of several games game by game, and the penalties with their offences', () => {
    const other = tempCore();
    try {
      const eventId = other.call<{ id: number }>('event.create', { name: 'Tix Cup', date: '2026-12-05', ruleset: 'attacktix', options: { gamesToWin: 2 } }).id;
      for (const name of ['Ann Lee', 'Bo Chan']) {
        const p = other.call<{ id: number; version: number }>('player.register', { eventId, name });
        other.call('player.checkIn', { id: p.id, version: p.version });
      }
      let table = other.publishNext(eventId).tables[0]!;
      const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
      table = other.call<RoundTable>('penalty.record', { tableId: table.id, version: table.version, entryId: a, game: 1, offence: '4.3.1.1' });
      const games = [1, 2].map((g) => ({ seats: [a, b].map((entryId, i) => ({ entryId, outcome: i === 1 ? 'win' : 'loss', score: 0, role: (g % 2 === 1) === (i === 0) ? 'first' : 'second' })) }));
      other.call('result.enter', { tableId: table.id, version: table.version, games });
      const i18n = initI18n('en');
      const rows = parseCsv(reportCsv(reportText(other.call<Report>('report.get', { eventId }), i18n.t, 'en')).slice(1));
      // One stage: the round's title alone, its stage named once in the stages section.
      expect(rows.flat().some((cell) => cell.includes('Single elimination, round 1'))).toBe(false);
      const [head, ...seats] = section(rows, 'Round 1');
      expect(head).toEqual(['Table', 'Seat', 'Player', 'Player ID', 'Score', 'Place', 'Result']);
      expect(seats.map((r) => [r[2], r[4], r[6]])).toEqual([
        [table.seats[0]!.name, '0 · 0', 'Loss · Loss'],
        [table.seats[1]!.name, '0 · 0', 'Win · Win'],
      ]);
      expect(section(rows, 'Penalties')).toEqual([
        ['Round', 'Table', 'Game', 'Player', 'Offence', 'Penalty'],
        ['1', '1', '1', table.seats[0]!.name, '4.3.1.1 Moved an opponent’s figure with the body', 'Attack forfeited'],
      ]);
    } finally {
      other.dispose();
    }
  });

  it('says why a disqualified player left: leaving early (the core), or at a table by a referee (the signed sheet)', () => {
    const i18n = initI18n('en');
    const [a, b] = report.entries;
    const entries = [
      { ...a!, status: 'disqualified' as const, afterRound: 2, reason: 'Went home', disqualification: { cause: 'left_early' as const } },
      { ...b!, status: 'disqualified' as const, afterRound: 1, reason: 'Insults', disqualification: { cause: 'at_table' as const, rule: '1.15', table: 3, referee: 'Oleg' } },
    ];
    const rows = reportText({ ...report, entries }, i18n.t, 'en').left.grid!.rows;
    expect(rows.map((r) => r.at(-1))).toEqual(['Went home · disqualified for leaving the event early', 'Insults · disqualified at table 3 (rule 1.15) by the referee, Oleg']);
  });

  it('reads in Polish for a Polish desk', () => {
    const i18n = initI18n('pl');
    const text = reportText(report, i18n.getFixedT('pl'), 'pl');
    const csv = reportCsv(text);
    expect(text.title).toBe('Raport wyników');
    expect(text.facts).toContainEqual(['Data', '5 grudnia 2026']);
    expect(csv).toContain('"Osiągnięty próg"');
    expect(csv).toContain('"Na czas, wojownicy w grze"');
    expect(csv).toContain('"Sędzia główny","Halina Główna"');
    expect(text.standings.grid!.header.slice(0, 3)).toEqual(['Miejsce', 'Gracz', 'Nr gracza']);
    i18n.changeLanguage('en');
  });
});
