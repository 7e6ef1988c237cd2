// Printed sheets end to end: events set up through the core, the print routes rendered by
// Chromium to PDF exactly as Electron's printToPDF does (preferCSSPageSize, backgrounds), then
// read back with poppler-utils: pages and size (pdfinfo), text per page (pdftotext -layout).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Round } from '../../shared/model/round';
import { call, enterNetrunnerResults, pairedEvent } from './print/events';
import { allPages, count, pdfDir, pdfInfo, pdfRouteChromium, printRoute, renderPng, slipCodes } from './print/pdf';
import { expect, test } from './venue-fixture';

const sizes = { a4: { width: 595, height: 842 }, letter: { width: 612, height: 792 } } as const;
type Paper = keyof typeof sizes;

const tableOf = (code: string) => Number(code.split('-')[1]);
const slipTables = (round: Round) => round.tables.filter((t) => !t.bye).sort((a, b) => a.number - b.number);

/** Prints the round's slips and checks everything a stack of slips must get right. */
async function checkSlips(page: import('@playwright/test').Page, url: string, round: Round, per: 1 | 2 | 4, paper: Paper, name: string) {
  const file = await printRoute(page, `${url}/#/print/slips/${round.id}?per=${per}&paper=${paper}`, name);
  const tables = slipTables(round);
  const pagesExpected = Math.ceil(tables.length / per);
  expect(pdfInfo(file)).toEqual({ pages: pagesExpected, ...sizes[paper] });
  const texts = allPages(file);
  const codesByPage = texts.map(slipCodes);

  // Every table has exactly one slip, with its code, and byes have none.
  expect(codesByPage.flat().sort()).toEqual(tables.map((t) => t.slipCode).sort());
  const bye = round.tables.find((t) => t.bye);
  for (const seat of bye?.seats ?? []) expect(texts.join('\n')).not.toContain(seat.name);

  // No slip is split: its code, both players and both signature lines share a page.
  texts.forEach((text, p) => {
    const codes = codesByPage[p]!;
    expect(codes.length, `page ${p + 1}`).toBeLessThanOrEqual(per);
    expect(count(text, 'Signature'), `page ${p + 1}`).toBe(2 * codes.length);
    expect(count(text, 'Game 2'), `page ${p + 1}`).toBe(codes.length);
    for (const code of codes) {
      const table = tables.find((t) => t.slipCode === code)!;
      for (const seat of table.seats) {
        expect(count(text, seat.name), `${seat.name} on page ${p + 1}`).toBe(1);
      }
      expect(text).toContain(`Table ${table.number}`);
    }
    // Registered at the desk, nobody has a player ID: no number beside the names, never the app's own.
    expect(text).not.toMatch(/\bID \d/);
  });

  // Collated for cutting: page p position i holds slip i·P + p; so cutting the stack into `per`
  // piles and stacking pile 1 on pile 2 … gives the tables in order.
  const P = pagesExpected;
  codesByPage.forEach((codes, p) => {
    const expected = Array.from({ length: per }, (_, i) => tables[i * P + p]?.slipCode).filter(Boolean);
    expect(codes, `page ${p + 1}`).toEqual(expected);
  });
  const piles = Array.from({ length: per }, (_, i) => codesByPage.map((codes) => codes[i]).filter((c): c is string => !!c));
  expect(piles.flat().map(tableOf)).toEqual(tables.map((t) => t.number));
  return { file, texts };
}

test.describe('result slips', () => {
  test('13 players: one slip per table (6, the bye has none), on A4 and Letter, 1, 2 and 4 a page', async ({ page, venue }) => {
    const e = pairedEvent(venue.t, 13);
    expect(e.round.tables.filter((t) => t.bye)).toHaveLength(1);
    expect(slipTables(e.round)).toHaveLength(6);
    for (const paper of ['a4', 'letter'] as const) {
      for (const per of [1, 2, 4] as const) {
        const { file, texts } = await checkSlips(page, venue.url, e.round, per, paper, `slips-13-${per}-${paper}`);
        // Netrunner: seat 1 is the Corporation in game 1, the roles swap for game 2.
        expect(count(texts.join('\n'), 'Corporation')).toBe(2 * 6);
        expect(count(texts.join('\n'), 'Agenda points')).toBe(4 * 6);
        expect(count(texts.join('\n'), 'Netrunner Winter Open')).toBe(6);
        if (per === 2 && paper === 'a4') renderPng(file, 'sheet-slips');
        if (per === 4 && paper === 'letter') renderPng(file, 'sheet-slips-4-letter');
      }
    }
  });

  test('37 players: 18 slips collated so a cut stack comes out in table order', async ({ page, venue }) => {
    const e = pairedEvent(venue.t, 37, { name: 'Regional Championship' });
    expect(slipTables(e.round)).toHaveLength(18);
    await checkSlips(page, venue.url, e.round, 4, 'a4', 'slips-37-4-a4');
    await checkSlips(page, venue.url, e.round, 2, 'letter', 'slips-37-2-letter');
    await checkSlips(page, venue.url, e.round, 1, 'a4', 'slips-37-1-a4');
  });

  test('generic ruleset: a row per game with win, draw and loss boxes; no roles or agenda', async ({ page, venue }) => {
    const e = pairedEvent(venue.t, 8, { name: 'Casual Swiss', ruleset: 'generic', eventOptions: { gamesPerMatch: 3 } });
    const { file, texts } = await checkSlips(page, venue.url, e.round, 4, 'a4', 'slips-generic');
    const all = texts.join('\n');
    expect(count(all, 'Game 3')).toBe(4);
    expect(count(all, 'Drew')).toBe(4 * 3 * 2);
    expect(all).not.toContain('Agenda');
    expect(all).not.toContain('Corporation');
    renderPng(file, 'sheet-slips-generic');
  });

  test('a QR code on each slip encodes its code, and a missing round says so instead of printing', async ({ page, venue }) => {
    const e = pairedEvent(venue.t, 4);
    await page.goto(`${venue.url}/#/print/slips/${e.round.id}?per=2&paper=a4`);
    await page.locator('[data-print-ready="true"]').waitFor();
    const qr = page.locator('.slip svg[role="img"]');
    await expect(qr).toHaveCount(2);
    for (const t of slipTables(e.round)) await expect(page.locator(`svg[aria-label="QR code for slip ${t.slipCode}"]`)).toHaveCount(1);
    await page.goto(`${venue.url}/#/print/slips/9999?per=2`);
    await expect(page.locator('[data-print-error="not_found"]')).toHaveCount(1);
    await expect(page.locator('[data-print-ready]')).toHaveCount(0);
  });

  test('autoprint=1 (the browser path) opens the print dialog once, when ready', async ({ page, venue }) => {
    const e = pairedEvent(venue.t, 6);
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed++;
      };
    });
    await page.goto(`${venue.url}/#/print/slips/${e.round.id}?per=2&paper=a4&autoprint=1`);
    await page.locator('[data-print-ready="true"]').waitFor();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    // Without autoprint it only renders.
    await page.goto(`${venue.url}/#/print/pairings/${e.round.id}?by=name`);
    await page.reload();
    await page.locator('[data-print-ready="true"]').waitFor();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(0);
  });
});

test.describe('pairings and standings sheets', () => {
  test('pairings by name and by table, and standings, list every player with headers on every page', async ({ page, venue }) => {
    const e = pairedEvent(venue.t, 75, { name: 'Grand Prix' });
    const byeName = e.round.tables.find((t) => t.bye)!.seats[0]!.name;

    for (const paper of ['a4', 'letter'] as const) {
      const byName = await printRoute(page, `${venue.url}/#/print/pairings/${e.round.id}?by=name&paper=${paper}`, `pairings-name-${paper}`);
      const info = pdfInfo(byName);
      expect(info).toMatchObject(sizes[paper]);
      expect(info.pages).toBeGreaterThan(1);
      const texts = allPages(byName);
      for (const text of texts) expect(text).toMatch(/Player\s+Table\s+Opponent/);
      const all = texts.join('\n');
      // Each player appears on their own line and as someone's opponent (the bye has no opponent).
      for (const name of e.names) expect(count(all, name), name).toBe(name === byeName ? 1 : 2);
      expect(all).toMatch(new RegExp(`${byeName}\\s+—\\s+Bye`));
      // Sorted by name.
      const order = texts.flatMap((t) => t.split('\n').map((l) => l.trim().split(/\s{2,}/)[0]!)).filter((n) => e.names.includes(n));
      expect(order).toEqual([...e.names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
      if (paper === 'a4') renderPng(byName, 'sheet-pairings');
    }

    const byTable = await printRoute(page, `${venue.url}/#/print/pairings/${e.round.id}?by=table&paper=a4`, 'pairings-table-a4');
    const tableTexts = allPages(byTable);
    for (const text of tableTexts) expect(text).toMatch(/Table\s+Player 1\s+Player 2/);
    for (const name of e.names) expect(count(tableTexts.join('\n'), name), name).toBe(1);
    for (const t of slipTables(e.round)) expect(tableTexts.join('\n')).toMatch(new RegExp(`\\b${t.number}\\s+${t.seats[0]!.name}\\s+${t.seats[1]!.name}`));

    enterNetrunnerResults(venue.t, e.round);
    const standings = call<{ rows: { name: string; rank: number }[]; columns: string[] }>(venue.t, 'standings.get', { eventId: e.eventId });
    const file = await printRoute(page, `${venue.url}/#/print/standings/${e.eventId}?paper=letter`, 'standings-letter');
    const info = pdfInfo(file);
    expect(info).toMatchObject(sizes.letter);
    const texts = allPages(file);
    expect(info.pages).toBeGreaterThan(1);
    // Short labels from standings.json, on every page.
    for (const text of texts) expect(text).toMatch(/Rank\s+Player\s+Games won\s+W-D-L\s+Matches\s+Agenda\s+Opp\. agenda/);
    for (const row of standings.rows) expect(count(texts.join('\n'), row.name), row.name).toBe(1);
    renderPng(file, 'sheet-standings');
  });
});

const { path: pdfChromium, skipReason: noPdfChromium } = pdfRouteChromium();

test.describe('the venue host’s PDF route', () => {
  test('GET /pdf/… answers a PDF made by headless Chromium, and refuses unknown addresses', async ({ venue }) => {
    test.skip(!pdfChromium, noPdfChromium);
    const e = pairedEvent(venue.t, 13);
    const r = await fetch(`${venue.url}/pdf/slips/${e.round.id}?per=4&paper=letter`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    const body = Buffer.from(await r.arrayBuffer());
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const file = join(pdfDir, 'venue-route-slips.pdf');
    writeFileSync(file, body);
    expect(pdfInfo(file)).toEqual({ pages: 2, ...sizes.letter });
    expect(allPages(file).flatMap(slipCodes).sort()).toEqual(slipTables(e.round).map((t) => t.slipCode).sort());

    const standings = await fetch(`${venue.url}/pdf/standings/${e.eventId}?paper=a4`);
    writeFileSync(join(pdfDir, 'venue-route-standings.pdf'), Buffer.from(await standings.arrayBuffer()));
    expect(pdfInfo(join(pdfDir, 'venue-route-standings.pdf'))).toMatchObject(sizes.a4);

    for (const bad of [`/pdf/slips/${e.round.id}?per=5`, '/pdf/audit/1', `/pdf/slips/${e.round.id}?autoprint=1`]) {
      expect((await fetch(`${venue.url}${bad}`)).status, bad).toBe(400);
    }
  });
});
