// Printed result slips fit their boxes: 200 players with long English, Russian and Polish names
// (so 100 tables) print in en, ru and pl, 1, 2 and 4 to a page, on A4 and Letter; read back from
// the PDF every table's slip code is whole (the results desk types it), each player's player ID
// is printed (none for a player without one, never the app's own number), and in the rendered
// sheet no part of a slip runs outside its box. The other rulesets' slips too: Doomtrooper's team
// slip prints its target "do 25 PP" whole with headings that stay in their columns, Catan at
// tables of 4 and 3, Doomtrooper free-for-all and head to head, Attacktix best of three.
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import type { Round } from '../../shared/model/round';
import type { TempCore } from '../fixtures/temp-core';
import { playFreeForAll, publishedTeamRound } from './doomtrooper/team-round';
import { partsOutsideTheirBox } from './layout';
import { call } from './print/events';
import { importAndCheckIn, longNamedPlayers, type IdPlayer } from './print/long-names';
import { printRoute, renderPng, slipCodes } from './print/pdf';
import { expect, test } from './venue-fixture';

type Language = 'en' | 'ru' | 'pl';
interface Print {
  language: Language;
  per: 1 | 2 | 4;
  paper: 'a4' | 'letter';
}

/** The whole PDF's text in layout order. */
const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** Prints the round's slips in the language and layout, checks that every table's code is printed
 * whole and that nothing in the rendered slips leaves its box; gives the PDF's text. */
async function printSlips(page: Page, venue: { url: string; t: TempCore }, round: Round, p: Print, name: string): Promise<string> {
  call(venue.t, 'settings.set', { language: p.language });
  // A new document each time: the print route only changes the hash, which reloads nothing.
  await page.goto('about:blank');
  const file = await printRoute(page, `${venue.url}/#/print/slips/${round.id}?per=${p.per}&paper=${p.paper}`, name);
  renderPng(file, name);
  const text = pdfText(file);
  const tables = round.tables.filter((t) => !t.bye);
  expect(slipCodes(text).sort(), `${name}: every slip code whole`).toEqual(tables.map((t) => t.slipCode).sort());
  await page.emulateMedia({ media: 'print' });
  expect(await partsOutsideTheirBox(page, '.slip'), `${name}: slip parts outside their box`).toEqual([]);
  await page.emulateMedia({ media: null });
  return text;
}

/** Every language, layout and paper at least once (Polish, the longest words, at four to a page
 * with the other rulesets below). */
const samples: Print[] = [
  { language: 'en', per: 4, paper: 'a4' },
  { language: 'ru', per: 2, paper: 'letter' },
  { language: 'pl', per: 1, paper: 'a4' },
];

test('100 tables: every slip code whole, player IDs and nothing outside its box, in en, ru and pl, 1, 2 and 4 a page, A4 and Letter', async ({ page, venue }) => {
  test.setTimeout(120_000);
  const players: IdPlayer[] = longNamedPlayers(200);
  const eventId = call<{ id: number }>(venue.t, 'event.create', { name: 'Mistrzostwa Polski Netrunner Kraków 2026', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;
  importAndCheckIn(venue.t, eventId, players);
  const round = venue.t.publishNext(eventId);
  expect(round.tables.filter((t) => !t.bye).length).toBe(100);
  const idOf = new Map(players.map((p) => [p.name, p.playerId]));

  for (const p of samples) {
    const text = await printSlips(page, venue, round, p, `slip-fit-${p.language}-${p.per}-${p.paper}`);
    // Every player ID once (each player sits at one table), the app's own numbers never, and in the
    // sheet each ID beside its player's name.
    expect((text.match(/P\d{5}/g) ?? []).sort()).toEqual(players.flatMap((x) => x.playerId ?? []).sort());
    const printed = await page.locator('.slip-player-name').evaluateAll((els) => els.map((el) => [el.textContent, el.parentElement?.querySelector('.slip-player-id')?.textContent ?? null]));
    expect(printed).toHaveLength(200);
    for (const [name, id] of printed) expect(id, name!).toBe(idOf.get(name!));
    expect(text).not.toMatch(/\bID \d/);
  }
});

test('the Doomtrooper team slip prints “do 25 PP” whole, its headings in their columns', async ({ page, venue }) => {
  test.setTimeout(60_000);
  const names = ['Małgorzata Wiśniewska-Kowalczyk', 'Grzegorz Brzęczyszczykiewicz', 'Przemysław Szczepańczyk', 'Katarzyna Żółtowska', 'Александра Константинопольская', 'Святослав Преображенский', 'Bartholomew Featherstonehaugh', 'Anastasia Worthington', 'Maximilian Delacroix-Martin', 'Екатерина Верещагина', 'Владислав Ростиславский', 'Christopher Montgomery-Fitzgerald', 'Anna Kowalska', 'Bartek Nowak'];
  const { round } = publishedTeamRound(venue.t, { name: 'Mistrzostwa Polski Doomtrooper Kraków 2026', date: '2026-12-05' }, names);
  // Asked for two or four a page, a team slip takes a page of its own: half a page cut its foot.
  for (const p of [{ language: 'pl', per: 2, paper: 'a4' }, { language: 'ru', per: 4, paper: 'letter' }] as const) {
    const text = await printSlips(page, venue, round, p, `slip-fit-doomtrooper-teams-${p.language}-${p.per}-${p.paper}`);
    const target = p.language === 'pl' ? 'do 25 PP' : 'до 25 ОП';
    expect(text.split(target), target).toHaveLength(round.tables.length + 1);
  }
});

test('Catan at tables of 4 and 3, Doomtrooper free-for-all and head to head, Attacktix best of three: codes whole, nothing outside its box', async ({ page, venue }) => {
  test.setTimeout(120_000);
  const t = venue.t;
  const event = (name: string, ruleset: string, players: number, options: Record<string, unknown> = {}) => {
    const eventId = call<{ id: number }>(t, 'event.create', { name, date: '2026-12-05', ruleset, options }).id;
    importAndCheckIn(t, eventId, longNamedPlayers(players));
    return eventId;
  };
  const catan = t.publishNext(event('Чемпионат России по Колонизаторам 2026', 'catan', 30));
  expect(new Set(catan.tables.map((x) => x.seats.length))).toEqual(new Set([4, 3]));
  await printSlips(page, venue, catan, { language: 'pl', per: 4, paper: 'letter' }, 'slip-fit-catan-pl-4-letter');
  await printSlips(page, venue, catan, { language: 'ru', per: 2, paper: 'a4' }, 'slip-fit-catan-ru-2-a4');

  const doomtrooper = event('Mistrzostwa Polski Doomtrooper Kraków 2026', 'doomtrooper', 24, { headToHeadRounds: 1, playoff: 'none' });
  playFreeForAll(t, doomtrooper);
  const [first] = call<{ id: number }[]>(t, 'round.list', { eventId: doomtrooper });
  const freeForAll = call<Round>(t, 'round.get', { roundId: first!.id });
  expect(freeForAll.tables.every((x) => x.seats.length === 4)).toBe(true);
  // Asked for four a page, a free-for-all's slips print two: a quarter page cut their foot.
  await printSlips(page, venue, freeForAll, { language: 'pl', per: 4, paper: 'a4' }, 'slip-fit-doomtrooper-ffa-pl-4-a4');
  const headToHead = t.publishNext(doomtrooper);
  expect(headToHead.tables.every((x) => x.seats.length === 2)).toBe(true);
  await printSlips(page, venue, headToHead, { language: 'en', per: 1, paper: 'letter' }, 'slip-fit-doomtrooper-duel-en-1-letter');

  const attacktix = t.publishNext(event('Attacktix Polish Open — Children and Adolescents', 'attacktix', 16, { gamesToWin: 2 }));
  await printSlips(page, venue, attacktix, { language: 'pl', per: 2, paper: 'a4' }, 'slip-fit-attacktix-pl-2-a4');
});
