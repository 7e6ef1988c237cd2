// A Rounds tab at its busiest, for layout tests: a test ruleset of tables of four with every
// per-table action the desk offers (extra time, the clock stop, the repair clock, the wait for a
// late player, time-outs), 40 players with the longest real names of one language from the shared
// player list, a referee and an umpire, round 1 published with each timer running at some table;
// then the qualifying rounds played through the core and the seated playoff's semifinal published.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineRuleset, type Ruleset } from '../../../electron/engine/rulesets';
import type { Language } from '../../../shared/model/settings';
import type { Round } from '../../../shared/model/round';
import { fourSeat } from '../../fixtures/rulesets/four-seat';
import type { TempCore } from '../../fixtures/temp-core';
import { call } from '../netrunner/core';
import { enterPoints, publishNext } from '../seated-playoff/setup';

export const busyFourSeat = defineRuleset<Ruleset>({
  ...fourSeat,
  id: 'test-four-seat-busy',
  build: (o) => ({ ...fourSeat.build(o), id: 'test-four-seat-busy', features: { 'table-timers': { waitMinutes: 5, timeOut: { minutes: 5, perGame: 1 }, clockStops: true }, 'figure-repair': { minutes: 3 } } }),
});

const countries: Record<Language, string[]> = { en: ['GB', 'US'], ru: ['RU'], pl: ['PL'] };

export interface ListedPlayer {
  name: string;
  club: string;
  dateOfBirth: string;
}

/** The `count` players of the language with the longest distinct names, longest first, each with
 * the club and date of birth the list gives them. */
export function longNames(language: Language, count: number): ListedPlayer[] {
  const rows = readFileSync(join(process.cwd(), 'test/fixtures/players-5000.csv'), 'utf8').trim().split(/\r?\n/).slice(1).map((l) => l.split(','));
  const byName = new Map<string, ListedPlayer>();
  for (const r of rows) {
    const name = `${r[1]} ${r[2]}`.trim();
    if (countries[language].includes(r[5]!.trim()) && !byName.has(name)) byName.set(name, { name, club: r[4]!, dateOfBirth: r[3]! });
  }
  return [...byName.values()].sort((a, b) => b.name.length - a.name.length || a.name.localeCompare(b.name)).slice(0, count);
}

const officials: Record<Language, string[]> = {
  en: ['Bartholomew Featherstonehaugh', 'Gwendolyn Montgomery-Smythe'],
  ru: ['Владислава Константинопольская', 'Вячеслав Преображенский'],
  pl: ['Przemysław Brzęczyszczykiewicz', 'Małgorzata Szczepańska-Wójcik'],
};

/** The event in `language` with round 1 published and busy; returns its id and round 1. */
export function busyRoundOne(t: TempCore, language: Language, players: readonly ListedPlayer[]): { eventId: number; round: Round } {
  call(t, 'settings.set', { language });
  const eventId = call(t, 'event.create', { name: 'Settlers Cup', date: '2026-12-12', ruleset: 'test-four-seat-busy', plannedRounds: 3 }).id;
  const [referee, umpire] = officials[language].map((name, i) => call(t, 'official.add', { eventId, name, role: i === 0 ? 'referee' : 'umpire' }));
  for (const player of players) {
    const p = call(t, 'player.register', { eventId, name: player.name, dateOfBirth: player.dateOfBirth, ...(player.club ? { club: player.club } : {}) });
    call(t, 'player.checkIn', { id: p.id, version: p.version });
  }
  const published = publishNext(t, eventId);
  call(t, 'round.clock', { roundId: published.id, version: published.version, action: 'start' });
  const table = (i: number) => call(t, 'round.get', { roundId: published.id }).tables.filter((x) => !x.bye)[i]!;
  const ref = (i: number) => ({ tableId: table(i).id, version: table(i).version });
  call(t, 'table.wait', { ...ref(0), action: 'start' });
  call(t, 'table.timeOut', { ...ref(1), entryId: table(1).seats[2]!.entryId, game: 1, action: 'start' });
  call(t, 'table.addTime', { ...ref(2), minutes: 5 });
  call(t, 'table.clockStop', { ...ref(3), action: 'stop' });
  call(t, 'table.repair', ref(4));
  call(t, 'table.assignOfficial', { ...ref(0), officialId: referee!.id, duty: 'referee' });
  call(t, 'table.assignOfficial', { ...ref(0), officialId: umpire!.id, duty: 'umpire' });
  return { eventId, round: call(t, 'round.get', { roundId: published.id }) };
}

/** Enters every table of the newest round by points, plays the qualifying rounds left and
 * publishes the playoff's semifinal; returns it. */
export function semifinal(t: TempCore, eventId: number): Round {
  const play = (round: Round, r: number) =>
    round.tables.filter((x) => !x.bye).forEach((x, i) => enterPoints(t, x, x.seats.map((_, s) => ((s * 3 + i + r * 2) % 10) + (s === 0 ? 10 : 0))));
  const first = call(t, 'round.list', { eventId }).at(-1)!;
  play(call(t, 'round.get', { roundId: first.id }), 1);
  for (let r = 2; r <= 3; r++) play(publishNext(t, eventId), r);
  return publishNext(t, eventId);
}
