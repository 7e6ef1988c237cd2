// Export and printing from the desk, as an organizer does it: the Export control downloads CSV and
// JSON files (read back here as a spreadsheet and a program would), the standings print on the
// paper chosen, a missing sheet's PDF is a 404, and no page load asks for something missing.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { eventFileSchema } from '../../shared/model/export';
import { roundsExportSchema } from '../../shared/model/rounds-export';
import type { Round } from '../../shared/model/round';
import { parseCsv } from '../fixtures/parse-csv';
import type { TempCore } from '../fixtures/temp-core';
import { call, enterNetrunnerResults } from './print/events';
import { pdfDir, pdfInfo, pdfRouteChromium, printRoute } from './print/pdf';
import { expect, screenshotDir, test } from './venue-fixture';

const names = ['Семён Ёлкин', 'Łukasz Żółć', 'Smith, "Smithy" John', 'Zoë Ortiz', 'Ann Lee'];

/** An event with round 1 published and every result in, through the core. */
function playedEvent(t: TempCore): { eventId: number; round: Round } {
  const eventId = call<{ id: number }>(t, 'event.create', { name: 'Зимний Open', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;
  for (const name of names) {
    const p = call<{ id: number; version: number }>(t, 'player.register', { eventId, name });
    call(t, 'player.checkIn', { id: p.id, version: p.version });
  }
  const draft = call<Round>(t, 'round.pair', { eventId, newest: null });
  const round = call<Round>(t, 'round.publish', { roundId: draft.id, version: draft.version });
  enterNetrunnerResults(t, round);
  return { eventId, round };
}

/** Clicks Export, then a choice, and answers the downloaded file's name and bytes. */
async function exportFile(page: Page, scope: ReturnType<Page['locator']>, choice: string): Promise<{ name: string; bytes: Buffer }> {
  await scope.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), scope.getByRole('button', { name: choice }).click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(path) };
}

test('the organizer exports standings, results and the whole event from the desk', async ({ page, venue }) => {
  const { eventId, round } = playedEvent(venue.t);
  const standings = call<{ rows: { name: string; rank: number; groupScore: number; entryId: number }[] }>(venue.t, 'standings.get', { eventId });

  await page.goto(`${venue.url}/#/desk/standings`);
  const header = page.getByRole('group', { name: 'Print and export the standings' });
  await header.getByRole('button', { name: 'Export' }).click();
  await expect(header.getByRole('button', { name: 'Standings (CSV)' })).toBeVisible();
  await page.screenshot({ path: join(screenshotDir, 'export-menu-standings.png') });
  await page.keyboard.press('Escape');
  await expect(header.getByRole('button', { name: 'Standings (CSV)' })).toHaveCount(0);

  // Standings as CSV: what a spreadsheet opens.
  const csv = await exportFile(page, header, 'Standings (CSV)');
  expect(csv.name).toBe(`arbiter-${eventId}-зимний-open-standings.csv`);
  await expect(header.getByRole('status')).toHaveText(`Downloaded ${csv.name}.`);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = csv.bytes.toString('utf8').slice(1);
  expect(text.endsWith('\r\n')).toBe(true);
  const [head, ...rows] = parseCsv(text);
  expect(head!.slice(0, 6)).toEqual(['Rank', 'Entry ID', 'Player', 'Status', 'Dropped after round', 'Score']);
  expect(rows).toHaveLength(names.length);
  const semyon = standings.rows.find((r) => r.name === 'Семён Ёлкин')!;
  expect(rows.find((r) => r[2] === 'Семён Ёлкин')!.slice(0, 6)).toEqual([String(semyon.rank), String(semyon.entryId), 'Семён Ёлкин', '', '', String(semyon.groupScore)]);
  expect(rows.some((r) => r[2] === 'Smith, "Smithy" John')).toBe(true);
  await page.getByRole('region', { name: 'Standings' }).locator('header').screenshot({ path: join(screenshotDir, 'export-standings-done.png') });

  // Everything as JSON: one versioned document the shared schema reads.
  const json = await exportFile(page, header, 'Everything (JSON)');
  expect(json.name).toBe(`arbiter-${eventId}-зимний-open-event.json`);
  const doc = eventFileSchema.parse(JSON.parse(json.bytes.toString('utf8')));
  expect([doc.format, doc.version, doc.players.length, doc.divisions.length, doc.divisions[0]!.rounds.length]).toEqual(['arbiter-event-export', 4, names.length, 1, 1]);

  // The rounds tab has the same control under the round's printing.
  await page.goto(`${venue.url}/#/desk/rounds`);
  const panel = page.getByRole('group', { name: 'Print and export' });
  await expect(panel.getByRole('button', { name: 'Save result slips as PDF' })).toBeVisible();
  const results = await exportFile(page, panel, 'Results, every game (CSV)');
  const [rhead, ...rrows] = parseCsv(results.bytes.toString('utf8').slice(1));
  expect(rhead).toEqual(['Round', 'Table', 'Game', 'Seat', 'Entry ID', 'Player', 'Role', 'Outcome', 'Score', 'Entered at', 'Place', 'Stage', 'Stage round']);
  const played = round.tables.filter((x) => !x.bye);
  expect(rrows.filter((r) => r[7] !== 'bye')).toHaveLength(played.length * 4);
  const pairings = await exportFile(page, panel, 'Pairings, every round (CSV)');
  expect(parseCsv(pairings.bytes.toString('utf8').slice(1))).toHaveLength(1 + round.tables.length);
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: join(screenshotDir, 'rounds-print-panel.png') });

  // For other programs: the standings after every round, and the rounds with their standings.
  const byRound = await exportFile(page, panel, 'Standings after every round (CSV)');
  expect(byRound.name).toBe(`arbiter-${eventId}-зимний-open-standings-rounds.csv`);
  const [bhead, ...brows] = parseCsv(byRound.bytes.toString('utf8').slice(1));
  expect(bhead!.slice(0, 4)).toEqual(['Round', 'Rank', 'Entry ID', 'Player']);
  expect(brows.map((r) => [r[0], r[1], r[3]])).toEqual(standings.rows.map((r) => ['1', String(r.rank), r.name]));
  const rounds = await exportFile(page, panel, 'Rounds and standings, for other programs (JSON)');
  expect(rounds.name).toBe(`arbiter-${eventId}-зимний-open-rounds.json`);
  const data = roundsExportSchema.parse(JSON.parse(rounds.bytes.toString('utf8')));
  expect(data.rounds.map((r) => [r.number, r.tables.length, r.standings?.map((s) => s.name)])).toEqual([[1, round.tables.length, standings.rows.map((r) => r.name)]]);
});

test('the standings print on the paper chosen: Letter comes out as Letter', async ({ page, context, venue }) => {
  const { eventId } = playedEvent(venue.t);
  await context.addInitScript(() => {
    window.print = () => {};
  });
  await page.goto(`${venue.url}/#/desk/standings`);
  const header = page.getByRole('group', { name: 'Print and export the standings' });
  await header.getByLabel('Paper').selectOption({ label: 'Letter' });
  await page.screenshot({ path: join(screenshotDir, 'standings-print-paper.png') });

  const [sheet] = await Promise.all([context.waitForEvent('page'), header.getByRole('button', { name: 'Print standings' }).click()]);
  expect(sheet.url()).toContain(`#/print/standings/${eventId}?paper=letter&autoprint=1`);
  await sheet.close();
  const file = await printRoute(await context.newPage(), `${venue.url}/#/print/standings/${eventId}?paper=letter`, 'export-standings-letter');
  expect(pdfInfo(file)).toMatchObject({ width: 612, height: 792 });

  // Save as PDF in a browser opens the venue host's PDF of the same sheet on the same paper.
  const [pdf] = await Promise.all([context.waitForEvent('page'), header.getByRole('button', { name: 'Save standings as PDF' }).click()]);
  expect(pdf.url()).toBe(`${venue.url}/pdf/standings/${eventId}?paper=letter`);
  await pdf.close();
});

const { path: pdfChromium, skipReason: noPdfChromium } = pdfRouteChromium();

test('the venue host’s Letter PDF of the standings, and a 404 for a round that does not exist', async ({ venue }) => {
  test.skip(!pdfChromium, noPdfChromium);
  const { eventId } = playedEvent(venue.t);
  const r = await fetch(`${venue.url}/pdf/standings/${eventId}?paper=letter`);
  expect(r.status).toBe(200);
  const file = join(pdfDir, 'venue-standings-letter.pdf');
  writeFileSync(file, Buffer.from(await r.arrayBuffer()));
  expect(pdfInfo(file)).toMatchObject({ width: 612, height: 792 });
  const missing = await fetch(`${venue.url}/pdf/slips/999`);
  expect(missing.status).toBe(404);
  expect(missing.headers.get('content-type')).toContain('application/json');
  expect(await missing.text()).toContain('999');
});

test('the desk, the projector and a printed sheet load without a 404 (the favicon is there)', async ({ page, venue }) => {
  const { eventId, round } = playedEvent(venue.t);
  const failures: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failures.push(`${r.status()} ${r.url()}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') failures.push(`console: ${m.text()}`);
  });
  for (const route of ['#/desk', '#/desk/standings', `#/display/${eventId}`, `#/print/slips/${round.id}?per=2`]) {
    await page.goto(`${venue.url}/${route}`);
    await page.waitForLoadState('networkidle');
  }
  expect(failures).toEqual([]);
  const icon = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href);
  const r = await fetch(icon!);
  expect([r.status, r.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
});
