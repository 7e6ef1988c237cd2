// The standings on every face read alike: the desk's Standings tab, the projector, the printed
// sheet and the player's phone show the same record (wins-draws-losses, "W-D-L", explained on each)
// for the same player, the same caption saying what is counted, and the same marks telling a drop
// from a Declaration of Forfeiture and from a no-show.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import type { Standings } from '../../shared/model/standings';
import { netrunnerGames } from '../fixtures/netrunner-results';
import { eventDriver } from './display/event';
import { allPages, printRoute, renderPng } from './print/pdf';
import { expect, screenshotDir, test } from './venue-fixture';

const names = [
  'Ada Okafor', 'Bruno Moreau', 'Chiara Nakamura', 'Dmitri Ferreira', 'Elif Lindqvist', 'Farid Brennan', 'Greta Haddad',
  'Hiro Svensson', 'Ines Castellanos', 'Jonas Kowalczyk', 'Kasia Zoë-Ortiz', 'Lars Łukasiewicz', 'Mei Okafor',
];

const recordOf = (s: Standings, name: string) => {
  const r = s.rows.find((x) => x.name === name)!;
  return `${r.matchWins}-${r.matchDraws}-${r.matchLosses}`;
};

/** The printed line of a player, split into its columns. */
function printedLine(texts: string[], name: string): string[] {
  const line = texts.join('\n').split('\n').find((l) => l.includes(name));
  expect(line, name).toBeDefined();
  return line!.trim().split(/\s{2,}|\s(?=\d)/);
}

async function openProjectorStandings(projector: Page, url: string, eventId: number) {
  // Short pages: the rows this test reads turn up within a few seconds whatever page they are on.
  await projector.goto(`${url}/#/display/${eventId}?pageSeconds=2`);
  await expect(projector.locator('.dp-screen[data-ready="true"]')).toBeVisible();
  await projector.keyboard.press('3');
}

test('desk, projector and printed sheet show the same record, caption and drop marks', async ({ page, browser, venue }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const ev = eventDriver(venue.t);
  ev.addPlayers(names);
  const r1 = ev.publish(ev.pair());
  const projector = await browser.newPage({ viewport: { width: 1920, height: 1080 } });

  // Round 1 published, no result in: nobody has a place yet, on any face (the bye is no reason to
  // rank its holder first).
  await page.goto(`${venue.url}/#/desk/standings`);
  const deskPanel = page.getByRole('region', { name: 'Standings' });
  await expect(deskPanel.locator('.standings-head')).toContainText('No results yet');
  await expect(deskPanel).toContainText('Nobody has a place until every result of round 1 is in.');
  await expect(deskPanel.locator('td.rank')).toHaveText(Array(names.length).fill('–'));
  await page.screenshot({ path: join(screenshotDir, 'standings-desk-none.png'), fullPage: true });
  await openProjectorStandings(projector, venue.url, ev.eventId);
  await expect(projector.getByRole('heading', { name: 'No results yet' })).toBeVisible();
  await expect(projector.getByTestId('standings-note')).toHaveText('Nobody has a place until every result of round 1 is in.');
  await projector.mouse.move(0, 0);
  await projector.screenshot({ animations: 'disabled', path: join(screenshotDir, 'display-standings-no-results.png') });
  // Each print opens a fresh page, as the desk's print button does (a sheet is a snapshot).
  const before = allPages(await printRoute(await browser.newPage(), `${venue.url}/#/print/standings/${ev.eventId}?paper=a4`, 'standings-none'));
  expect(before.join('\n')).toContain('No results yet');
  expect(before.join('\n')).not.toContain('Rank');

  // Round 1: table 1 is a drawn match (1-1 in games, 13-13 in game points), every other seat 1 wins.
  const tables = r1.tables.filter((t) => !t.bye);
  const [drawA, drawB] = tables[0]!.seats.map((s) => s.name) as [string, string];
  {
    const [a, b] = tables[0]!.seats.map((s) => s.entryId) as [number, number];
    ev.call('result.enter', { tableId: tables[0]!.id, version: tables[0]!.version, games: netrunnerGames(a, b, [['a', 7, 3], ['b', 3, 7]]) });
  }
  for (const t of tables.slice(1)) ev.enter(r1.id, t.number);
  const winner = tables[1]!.seats[0]!.name;
  const loser = tables[1]!.seats[1]!.name;
  const quitter = tables[2]!.seats[1]!.name;
  const cheat = tables[3]!.seats[1]!.name;
  const absent = tables[4]!.seats[1]!.name;
  const entries = ev.call<{ id: number; name: string; version: number }[]>('entry.list', { eventId: ev.eventId });
  const entryOf = (name: string) => entries.find((e) => e.name === name)!;
  ev.call('entry.drop', { entryId: entryOf(quitter).id, version: entryOf(quitter).version, reason: 'Had a train to catch' });
  ev.call('entry.drop', { entryId: entryOf(cheat).id, version: entryOf(cheat).version, reason: 'Marked sleeves', forfeit: true });
  ev.call('entry.drop', { entryId: entryOf(absent).id, version: entryOf(absent).version, reason: 'Never came', noShow: true });
  // Round 2 is under way with one result in: the standings stay those after round 1, and say so.
  const r2 = ev.publish(ev.pair());
  ev.enter(r2.id, r2.tables.find((t) => !t.bye)!.number);
  const standings = ev.standings();
  expect(standings.roundInPlay).toEqual({ number: 2, resultsIn: 1, results: 5 });
  const note = 'Round 2: 1 of 5 results in. The round counts once all of them are in.';
  const people = [drawA, drawB, winner, loser, quitter, cheat, absent];
  expect(people.map((n) => recordOf(standings, n))).toEqual(['0-1-0', '0-1-0', '1-0-0', '0-0-1', '0-0-1', '0-0-1', '0-0-1']);
  // The no-show is listed after everyone who came, whatever the tiebreaks.
  expect(standings.rows.at(-1)).toMatchObject({ name: absent, status: 'no_show', rank: names.length });

  // The desk.
  await expect(deskPanel.locator('.standings-head')).toContainText('Standings after round 1');
  await expect(deskPanel).toContainText(note);
  await expect(deskPanel.getByRole('columnheader', { name: 'W-D-L' })).toBeVisible();
  const deskRow = (name: string) => deskPanel.locator('tbody tr[data-entry]').filter({ hasText: name });
  for (const name of people) await expect(deskRow(name).locator('td.record'), name).toHaveText(recordOf(standings, name));
  await expect(deskRow(quitter).locator('.badge')).toHaveText('dropped');
  await expect(deskRow(quitter).locator('.badge')).toHaveAttribute('title', /^Dropped after round 1/);
  await expect(deskRow(cheat).locator('.badge')).toHaveText('forfeited');
  await expect(deskRow(cheat).locator('.badge')).toHaveAttribute('title', /^Removed by a Declaration of Forfeiture after round 1/);
  await expect(deskRow(absent).locator('.badge')).toHaveText('no-show');
  await expect(deskRow(absent).locator('.badge')).toHaveAttribute('title', /^Never came \(dropped after round 1\)/);
  await expect(deskPanel.locator('tbody tr[data-entry]').last()).toHaveAttribute('data-status', 'no_show');
  await expect(page.getByRole('region', { name: 'What the columns mean' })).toContainText('W-D-LMatches won, drawn and lost, in that order.');
  await expect(page.getByRole('region', { name: 'What the columns mean' })).toContainText('removed by the judge with a Declaration of Forfeiture');
  await expect(page.getByRole('region', { name: 'What the columns mean' })).toContainText('never came: the tables they were seated at were played without them');
  await page.screenshot({ path: join(screenshotDir, 'standings-desk-marks.png'), fullPage: true });

  // The projector.
  await expect(projector.getByRole('heading', { name: 'Standings after round 1' })).toBeVisible();
  await expect(projector.getByTestId('standings-note')).toHaveText(note);
  const list = projector.getByRole('list', { name: 'Standings' });
  await expect(list).toContainText('W-D-L');
  await expect(projector.getByTestId('standings-legend')).toHaveText('W-D-L: wins–draws–losses');
  const projectorRow = (name: string) => list.getByRole('listitem').filter({ has: projector.locator('.dp-name', { hasText: name }) });
  const onAnyPage = { timeout: 8000 };
  for (const name of people) await expect(projectorRow(name).locator('.dp-record'), name).toHaveText(recordOf(standings, name), onAnyPage);
  await expect(projectorRow(quitter).locator('.dp-status-tag')).toHaveText('dropped', onAnyPage);
  await expect(projectorRow(cheat).locator('.dp-status-tag')).toHaveText('forfeited', onAnyPage);
  await expect(projectorRow(absent).locator('.dp-status-tag')).toHaveText('no-show', onAnyPage);
  await projector.mouse.move(0, 0);
  for (const n of [1, 2]) {
    await expect(projector.getByTestId('display-page')).toHaveText(`Page ${n} of 2`, onAnyPage);
    await projector.screenshot({ animations: 'disabled', path: join(screenshotDir, `display-standings-marks-${n}.png`) });
  }

  // The printed sheet.
  const file = await printRoute(await browser.newPage(), `${venue.url}/#/print/standings/${ev.eventId}?paper=a4`, 'standings-marks');
  const texts = allPages(file);
  const all = texts.join('\n');
  expect(all).toContain('Standings after round 1');
  expect(all.replace(/\s+/g, ' ')).toContain(note);
  expect(all).toMatch(/Rank\s+Player\s+Games won\s+W-D-L/);
  expect(all).toContain('W-D-L: wins–draws–losses');
  for (const name of people) expect(printedLine(texts, name), name).toContain(recordOf(standings, name));
  expect(printedLine(texts, quitter)[1]).toBe(`${quitter} dropped`);
  expect(printedLine(texts, cheat)[1]).toBe(`${cheat} forfeited`);
  expect(printedLine(texts, absent).slice(0, 2)).toEqual([String(names.length), `${absent} no-show`]);
  expect(all.replace(/\s+/g, ' ')).toContain('forfeited: removed by the judge with a Declaration of Forfeiture');
  expect(all.replace(/\s+/g, ' ')).toContain('no-show: never came');
  renderPng(file, 'sheet-standings-marks');
  await projector.close();

  // The phone of a player in the drawn match: the same record, the same order.
  const phone = await browser.newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await phone.goto(`${venue.url}/phone?event=${ev.eventId}`);
  await phone.getByLabel('Find your table').fill(drawA);
  await phone.getByRole('button', { name: drawA }).click();
  await expect(phone.getByTestId('phone-record')).toHaveText(new RegExp(`^Record ${recordOf(standings, drawA)} \\(wins–draws–losses\\) · `));
  await phone.screenshot({ path: join(screenshotDir, 'phone-record-drawn.png') });
  await phone.close();
});

test('a Generic event’s percentage columns read the same on the desk, the projector and paper', async ({ page, browser, venue }) => {
  const t = venue.t;
  const eventId = t.call<{ id: number }>('event.create', {
    name: 'Club Swiss', date: '2026-12-05', ruleset: 'generic', options: { tiebreakers: ['omw', 'buchholz'] },
  }).id;
  for (const name of names.slice(0, 6)) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  for (let round = 1; round <= 2; round++) {
    const draft = t.call<{ id: number; version: number }>('round.pair', { eventId, newest: t.newestRound(eventId) });
    const r = t.call<{ tables: { id: number; version: number; bye: boolean; seats: { entryId: number }[] }[] }>('round.publish', { roundId: draft.id, version: draft.version });
    for (const table of r.tables.filter((x) => !x.bye)) {
      const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
      t.call('result.enter', { tableId: table.id, version: table.version, games: [{ seats: [{ entryId: a, outcome: 'win', score: 1 }, { entryId: b, outcome: 'loss', score: 0 }] }] });
    }
  }
  const standings = t.call<Standings>('standings.get', { eventId });
  expect(standings.columns).toEqual([{ id: 'omw', format: 'share', better: 'desc' }, { id: 'buchholz', format: 'number', better: 'desc' }]);
  const top = standings.rows[0]!;
  const omw = `${(top.tiebreaks.omw! * 100).toFixed(1)}%`;

  await page.goto(`${venue.url}/#/desk/standings`);
  const desk = page.getByRole('region', { name: 'Standings' });
  await expect(desk.locator('tbody tr[data-entry]').first().locator('td[data-column="omw"]')).toHaveText(omw);

  const projector = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await openProjectorStandings(projector, venue.url, eventId);
  const firstRow = projector.getByRole('list', { name: 'Standings' }).getByRole('listitem').first();
  await expect(firstRow.locator('.dp-stat').nth(2)).toHaveText(omw);
  await projector.close();

  const texts = allPages(await printRoute(await browser.newPage(), `${venue.url}/#/print/standings/${eventId}?paper=a4`, 'standings-generic'));
  expect(printedLine(texts, top.name)).toContain(omw);
});
