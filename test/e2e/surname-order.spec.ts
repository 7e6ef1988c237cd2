// Russian organizers look players up by surname: two players typed in at the desk with their
// family names, one without, and two from a spreadsheet with Фамилия and Имя columns; the desk's
// player list is sorted by family name (the one without by the whole name); switched to "Family
// name first" in the event settings, the list, the projector's pairings by name and the printed
// slips read "Иванова, Татьяна".
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Player } from '../../shared/model/player';
import { call } from './print/events';
import { pageText, pdfInfo, printRoute, renderPng } from './print/pdf';
import { expect, screenshotDir, test } from './venue-fixture';

test('players sorted by family name, and shown "Фамилия, Имя" on the desk, the projector and the slips once the event asks', async ({ page, browser, venue }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const eventId = call<{ id: number }>(venue.t, 'event.create', { name: 'Кубок Москвы', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;
  await page.goto(`${venue.url}/#/desk`);
  await expect(page.getByTestId('current-event')).toHaveText('Кубок Москвы');

  const register = page.getByRole('form', { name: 'Register a player' });
  await register.getByRole('button', { name: 'Add the family name' }).click();
  for (const [name, family] of [
    ['Татьяна Иванова', 'Иванова'],
    ['Борис Яковлев', 'Яковлев'],
    ['Ёлкин Пётр', ''],
  ] as const) {
    await register.getByLabel('Name', { exact: true }).fill(name);
    await register.getByLabel('Family name').fill(family);
    await register.getByLabel('Name', { exact: true }).press('Enter');
    await expect(register.getByRole('status')).toHaveText(`${name} registered.`);
  }
  // A family name that is not in the name is refused beside its field.
  await register.getByLabel('Name', { exact: true }).fill('Анна Ковальская');
  await register.getByLabel('Family name').fill('Ковальск');
  await register.getByLabel('Name', { exact: true }).press('Enter');
  await expect(register.locator('#player-family-error')).toHaveText('Not whole words of the name “Анна Ковальская”.');
  await register.getByLabel('Name', { exact: true }).fill('');
  await register.getByLabel('Family name').fill('');

  const dir = mkdtempSync(join(tmpdir(), 'arbiter-surnames-'));
  const file = join(dir, 'заявки.csv');
  writeFileSync(file, 'Фамилия,Имя\r\nЖукова,Вера\r\nАбрамов,Глеб\r\n');
  await page.getByRole('button', { name: 'Import players from CSV' }).click();
  const importer = page.getByRole('region', { name: 'Import players from CSV' });
  await importer.getByLabel('CSV file').setInputFiles(file);
  await importer.getByRole('button', { name: 'Check the rows' }).click();
  await expect(importer.getByRole('row', { name: /^2 Вера Жукова/ })).toContainText('will be registered');
  await importer.getByRole('button', { name: 'Import 2 players' }).click();
  await expect(importer.getByRole('status')).toContainText('2 players imported.');
  await importer.getByRole('button', { name: 'Close' }).click();

  const list = page.getByRole('listbox', { name: 'Find and check in' });
  const names = list.locator('.player-name');
  await expect(names).toHaveText(['Глеб Абрамов', 'Ёлкин Пётр', 'Вера Жукова', 'Татьяна Иванова', 'Борис Яковлев']);

  await page.getByRole('button', { name: 'Event settings' }).click();
  const settings = page.getByRole('form', { name: 'Event settings' });
  await settings.getByLabel('Name order').selectOption({ label: 'Family name first (Kowalska, Anna)' });
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByRole('status')).toHaveText('Settings saved.');
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(names).toHaveText(['Абрамов, Глеб', 'Ёлкин Пётр', 'Жукова, Вера', 'Иванова, Татьяна', 'Яковлев, Борис']);
  await page.screenshot({ path: join(screenshotDir, 'surname-order-desk.png'), fullPage: true });

  for (const p of call<Player[]>(venue.t, 'player.list', { eventId })) call(venue.t, 'player.checkIn', { id: p.id, version: p.version });
  const round = venue.t.publishNext(eventId);

  const projector = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await projector.goto(`${venue.url}/#/display/${eventId}`);
  await expect(projector.getByRole('heading', { name: 'Round 1 · Pairings by name' })).toBeVisible();
  const byName = projector.getByRole('list', { name: 'Pairings by name' }).locator('.dp-name');
  await expect(byName).toHaveText(['Абрамов, Глеб', 'Ёлкин Пётр', 'Жукова, Вера', 'Иванова, Татьяна', 'Яковлев, Борис']);
  await projector.screenshot({ path: join(screenshotDir, 'surname-order-projector.png') });
  await projector.close();

  const slips = await printRoute(page, `${venue.url}/#/print/slips/${round.id}?per=4&paper=a4`, 'surname-order-slips');
  renderPng(slips, 'surname-order-slips');
  const text = Array.from({ length: pdfInfo(slips).pages }, (_, i) => pageText(slips, i + 1)).join('\n');
  const seated = round.tables.filter((t) => !t.bye).flatMap((t) => t.seats.map((s) => s.entryId));
  const shown = call<{ id: number; name: string }[]>(venue.t, 'entry.list', { eventId }).filter((e) => seated.includes(e.id)).map((e) => e.name);
  expect(shown.length).toBe(4);
  for (const name of shown) expect(text).toContain(name);
  expect(text).toMatch(/[А-ЯЁ][а-яё]+, [А-ЯЁ][а-яё]+/);
});
