// The head judge's results report for the sponsor, at the desk: beside the standings' printing,
// Print and Save as PDF of the report, and Export's "Results report (CSV)"; the CSV read back as a
// spreadsheet would, the PDF read back with pdftotext, in English and for a Polish desk in Polish.
// A Doomtrooper event played through the core: officials, two free-for-all rounds, a player who
// never came, one who went home, a head-to-head round with a bye. Pages: test-results/screens/report-*.png.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Report } from '../../shared/model/report';
import { playedDoomtrooper } from '../fixtures/doomtrooper-played';
import { parseCsv } from '../fixtures/parse-csv';
import { allPages, pdfDir, pdfInfo, pdfRouteChromium, printRoute, renderPng } from './print/pdf';
import { expect, screenshotDir, test } from './venue-fixture';

// The venue host's own PDF is checked where it has a Chromium; without one it answers 503 (unit-tested).
const { path: pdfChromium } = pdfRouteChromium();

test('the head judge prints the results report and exports it as CSV from the standings tab', async ({ page, context, venue }) => {
  test.setTimeout(120_000);
  const { eventId, leaver, absent } = playedDoomtrooper(venue.t);
  const report = venue.t.call<Report>('report.get', { eventId });
  const winner = report.standings.rows[0]!;

  await page.goto(`${venue.url}/#/desk/standings`);
  const header = page.getByRole('group', { name: 'Print and export the standings' });
  await expect(header.getByText('Results report', { exact: true })).toBeVisible();
  await header.screenshot({ path: join(screenshotDir, 'report-desk-buttons.png') });

  // Save as PDF in a browser opens the venue host's PDF of the report.
  const [pdfTab] = await Promise.all([context.waitForEvent('page'), header.getByRole('button', { name: 'Save the results report as PDF' }).click()]);
  expect(pdfTab.url()).toBe(`${venue.url}/pdf/report/${eventId}?paper=a4`);
  await pdfTab.close();
  if (pdfChromium) {
    const r = await fetch(`${venue.url}/pdf/report/${eventId}?paper=letter`);
    expect(r.status).toBe(200);
    const venuePdf = join(pdfDir, 'venue-results-report-letter.pdf');
    writeFileSync(venuePdf, Buffer.from(await r.arrayBuffer()));
    expect(pdfInfo(venuePdf)).toMatchObject({ width: 612, height: 792 });
    expect(allPages(venuePdf).join('\n')).toContain('Halina Główna');
  }

  // The CSV: a byte order mark, then the sections a sponsor reads.
  await header.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), header.getByRole('button', { name: 'Results report (CSV)' }).click()]);
  expect(download.suggestedFilename()).toBe(`arbiter-${eventId}-puchar-kardynała-report.csv`);
  await expect(header.getByRole('status')).toHaveText(`Downloaded ${download.suggestedFilename()}.`);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parseCsv(bytes.toString('utf8').slice(1));
  expect(rows[0]).toEqual(['Results report']);
  expect(rows).toContainEqual(['Event', 'Puchar Kardynała']);
  expect(rows).toContainEqual(['Head judge', 'Halina Główna']);
  expect(rows).toContainEqual(['Place', 'Player', 'Player ID', 'Wins', 'W-D-L', 'PP', 'Opp. PP', 'Status']);
  expect(rows.find((r) => r[1] === winner.name)![0]).toBe('1');
  expect(rows).toContainEqual(expect.arrayContaining([leaver.name, 'dropped', '1', 'Train home']));

  // The printed report, every page read back.
  const file = await printRoute(await context.newPage(), `${venue.url}/#/print/report/${eventId}?paper=a4`, 'results-report');
  expect(pdfInfo(file)).toMatchObject({ width: 595, height: 842 });
  const text = allPages(file).join('\n');
  for (const words of [
    'Results report',
    'Puchar Kardynała',
    'Players registered',
    'Halina Główna',
    'Roman Sędziowski',
    'Stage 1: Table rounds',
    'Final standings after round 3',
    'Round 1 · Table rounds, round 1',
    'At time, warriors in play',
    'Tie at the target, played on',
    'Round 3 · Swiss, round 1',
    'Players who left',
    'Train home',
    'Never came',
    'Signed by the head judge',
    'I confirm that these are the results of the event.',
  ]) {
    expect(text).toContain(words);
  }
  expect(text).toMatch(new RegExp(`1\\s+${winner.name}`));
  expect(text).toContain(absent.name);
  const { pages } = pdfInfo(file);
  for (let p = 1; p <= pages; p++) renderPng(file, `report-print-${p}`, p);

  // A Polish desk prints the report in Polish.
  venue.t.call('settings.set', { language: 'pl' });
  const polish = await printRoute(await context.newPage(), `${venue.url}/#/print/report/${eventId}?paper=a4`, 'results-report-pl');
  const tekst = allPages(polish).join('\n');
  for (const words of ['Raport wyników', 'Zarejestrowani gracze', 'Sędzia główny', 'Osiągnięty próg', 'Gracze, którzy odeszli', 'Podpis sędziego głównego', '5 grudnia 2026']) {
    expect(tekst).toContain(words);
  }
  expect(tekst).toMatch(/Na czas, wojownicy\s+w grze/);
  expect(tekst).not.toContain('Results report');
  renderPng(polish, 'report-print-pl-1', 1);
});
