// The printed result slip of a Doomtrooper team round: fourteen players through two free-for-all
// rounds (set up through the core) are drawn into teams of 2 at a table of 3 teams and two of 2;
// team 1 of the big table makes its second-seated player its Player #1. The slips, read back from
// the PDF, list each table's players in the order they play with their team marks (with #1/#2
// where the order is recorded), one line per team with the team's one PP pool, the Doomtrooper
// endings, the signature column and the slip code; one to a page even when four are asked for;
// in Russian as well.
import type { RoundTable } from '../../shared/model/round';
import { publishedTeamRound } from './doomtrooper/team-round';
import { call } from './netrunner/core';
import { allPages, printRoute, renderPng, slipCodes } from './print/pdf';
import { expect, test } from './venue-fixture';

const names = ['Anna Kowalska', 'Bartek Nowak', 'Chen Wei', 'Dana Novak', 'Emil Larsen', 'Фёдор Смирнов', 'Gita Rao', 'Hugo Berg', 'Ines Costa', 'Jan Dvořák', 'Kira Lind', 'Lena Voss', 'Marek Zieliński', 'Nora Hale'];

/** The line of the PDF text naming `name`. */
const lineOf = (text: string, name: string) => text.split('\n').find((l) => l.includes(name)) ?? '';

test('a team table’s slip: players in playing order with team marks, one PP box per team', async ({ page, venue }) => {
  test.setTimeout(90_000);
  const t = venue.t;
  const { round } = publishedTeamRound(t, { name: 'Team Open', date: '2026-12-05' }, names);
  expect(round.tables.map((x) => x.teams)).toEqual([[1, 2, 3, 1, 2, 3], [1, 2, 1, 2], [1, 2, 1, 2]]);
  const [big, small] = round.tables as [RoundTable, RoundTable];
  const seat = (x: RoundTable, i: number) => x.seats[i]!;
  call(t, 'table.teamOrder', { tableId: big.id, version: big.version, firsts: [seat(big, 3).entryId, seat(big, 1).entryId, seat(big, 2).entryId] });

  const file = await printRoute(page, `${venue.url}/#/print/slips/${round.id}?per=4&paper=a4`, 'slips-doomtrooper-teams');
  // Asked for four to a page, a round of team tables prints one a page: a slip needs a page of its own.
  const pages = allPages(file);
  expect(pages).toHaveLength(3);
  const text = pages.join('\n');
  expect(slipCodes(text).sort()).toEqual(round.tables.map((x) => x.slipCode).sort());

  // The big table in starting order: each team's #1 at its team's number, the #2s after.
  const bigOrder: [number, string][] = [
    [3, 'Team 1 · #1'],
    [1, 'Team 2 · #1'],
    [2, 'Team 3 · #1'],
    [0, 'Team 1 · #2'],
    [4, 'Team 2 · #2'],
    [5, 'Team 3 · #2'],
  ];
  const at = bigOrder.map(([i, mark]) => {
    expect(lineOf(text, seat(big, i).name)).toContain(mark);
    return text.indexOf(seat(big, i).name);
  });
  expect([...at].sort((a, b) => a - b)).toEqual(at);
  // A table whose Player #1s are not recorded yet: seat order, the team alone.
  small.seats.forEach((s, i) => {
    expect(lineOf(text, s.name)).toMatch(new RegExp(`Team ${(i % 2) + 1}\\s*(\\s|$)`));
    expect(lineOf(text, s.name)).not.toContain('#');
  });

  // One pool per team: a line per team naming its players, #1 first; PP boxes on those lines only.
  // (A long pair of names wraps onto a second line, which pdftotext gives as its own line, and
  // may give the slip code box beside the team's lines, between them.)
  const beside = '(?:(?:Slip code|\\d+-\\d+-[0-9A-Z]+)\\s+)*';
  expect(text).toMatch(new RegExp(`^\\s*Team 1\\s+${beside}${seat(big, 3).name},\\s+${beside}${seat(big, 0).name}`, 'm'));
  const slip = (x: RoundTable) => page.locator(`.slip[data-table="${x.number}"]`);
  for (const [x, teams] of [[big, 3], [small, 2]] as const) {
    await expect(slip(x).locator('.slip-team-pool')).toHaveCount(teams);
    await expect(slip(x).locator('.slip-team-pool td:first-of-type .box-wide')).toHaveCount(teams);
    await expect(slip(x).locator('.slip-places-seat .box-wide')).toHaveCount(0);
    await expect(slip(x).locator('.slip-places-seat .slip-sign-line')).toHaveCount(x.seats.length);
  }
  // The column heading may wrap in the PDF's text; the page has it whole once per table.
  expect(text.match(/PP of the/g)).toHaveLength(3);
  await expect(page.locator('.slip-team-pools th', { hasText: 'PP of the team' })).toHaveCount(3);
  expect(text).toContain('Tie at 25 played on: the winner ticked, with at least 35 PP');
  expect(text).toContain('Time, lead level: the most warriors in play wins');
  expect(text).toContain('Signature');
  renderPng(file, 'sheet-slips-doomtrooper-teams');

  // In Russian the marks and the team lines read in Russian too.
  call(t, 'settings.set', { language: 'ru' });
  const ru = allPages(await printRoute(page, `${venue.url}/#/print/slips/${round.id}?per=2&paper=a4`, 'slips-doomtrooper-teams-ru')).join('\n');
  expect(lineOf(ru, seat(big, 3).name)).toContain('Команда 1 · №1');
  expect(ru.match(/ОП команды/g)).toHaveLength(3);
  expect(ru).not.toMatch(/Team \d|of the team/);
});
