// Printed sheets end to end: events set up through the core, the print routes rendered by
// Chromium to PDF exactly as Electron's printToPDF does, then read back with poppler-utils.
import { expect, test } from './venue-fixture';
import { pairedEvent } from './print/events';
import { pdfInfo, printRoute, renderPng } from './print/pdf';

test('look', async ({ page, venue }) => {
  const e = pairedEvent(venue.t, 13);
  for (const [per, paper] of [[1, 'a4'], [4, 'letter']] as const) renderPng(await printRoute(page, `${venue.url}/#/print/slips/${e.round.id}?per=${per}&paper=${paper}`, `look${per}${paper}`), `look${per}${paper}`);
  const f = await printRoute(page, `${venue.url}/#/print/slips/${e.round.id}?per=4&paper=a4`, 'look');
  console.log(pdfInfo(f));
  renderPng(f, 'look');
  const f2 = await printRoute(page, `${venue.url}/#/print/slips/${e.round.id}?per=2&paper=letter`, 'look2');
  console.log(pdfInfo(f2));
  renderPng(f2, 'look2');
  expect(1).toBe(1);
});
