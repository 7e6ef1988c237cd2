// Pre-registration from a spreadsheet at the registration desk, as an organizer does it: the
// file, the columns guessed from its header, every row checked with the bad one named by row and
// field, nothing registered until Import; the same file again registers nobody twice; and the
// player list saved as CSV. A Polish Excel file (Windows-1250, semicolons) needs its code page
// chosen on a Polish desk.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Player } from '../../shared/model/player';
import type { Page } from '@playwright/test';
import { parseCsv } from '../fixtures/parse-csv';
import { call } from './print/events';
import { englishDetector, englishOnScreen } from './english-on-screen';
import { expect, screenshotDir, test } from './venue-fixture';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-player-import-'));

/** The shared fixture's first 300 players as the federation's site exports them (UTF-8 with a byte
 * order mark, commas), with the date of birth of row 8 mistyped. */
function federationFile(): string {
  const lines = readFileSync(join(process.cwd(), 'test/fixtures/players-5000.csv'), 'utf8').trim().split(/\r?\n/).slice(0, 301);
  lines[7] = lines[7]!.replace(/,\d{4}-\d{2}-\d{2},/, ',1988-13-11,');
  const path = join(dir, 'federation.csv');
  writeFileSync(path, `\uFEFF${lines.join('\r\n')}\r\n`);
  return path;
}

test('300 pre-registered players come from a CSV, the bad row named, nobody twice on a second import, and the list goes out as CSV', async ({ page, venue }) => {
  const eventId = call<{ id: number }>(venue.t, 'event.create', { name: 'Winter Open', date: '2026-12-05', ruleset: 'generic' }).id;
  // Registered at the desk by hand before the file came: the file's row 5 is the same person.
  call(venue.t, 'player.register', { eventId, name: 'Łukasz Kowalski', dateOfBirth: '1998-04-04' });
  const file = federationFile();
  await page.goto(`${venue.url}/#/desk`);
  await expect(page.getByTestId('current-event')).toHaveText('Winter Open');

  await page.getByRole('button', { name: 'Import players from CSV' }).click();
  const importer = page.getByRole('region', { name: 'Import players from CSV' });
  await importer.getByLabel('CSV file').setInputFiles(file);
  await expect(importer.getByText('federation.csv: 300 rows under the header (UTF-8 (Unicode), fields separated by commas).')).toBeVisible();
  await expect(importer.getByLabel('Player ID')).toHaveValue('0');
  await expect(importer.getByLabel('First name')).toHaveValue('1');
  await expect(importer.getByLabel('Last name')).toHaveValue('2');
  await expect(importer.getByLabel('Date of birth')).toHaveValue('3');
  await expect(importer.getByLabel('Club')).toHaveValue('4');
  await expect(importer.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(importer.getByLabel('Contact')).toHaveValue('');

  await importer.getByRole('button', { name: 'Check the rows' }).click();
  const counts = importer.getByRole('list').first();
  await expect(counts).toContainText('298 new players');
  await expect(counts).toContainText('1 already registered');
  await expect(counts).toContainText('0 repeated in the file');
  await expect(counts).toContainText('1 row with errors');
  await expect(importer.getByRole('alert')).toContainText('Row 8: Date of birth “1988-13-11”: no such date');
  await expect(importer.getByRole('row', { name: /^5 Łukasz Kowalski/ })).toContainText('already registered as Łukasz Kowalski');
  await page.screenshot({ path: join(screenshotDir, 'player-import-preview.png'), fullPage: true });
  // Checking wrote nothing.
  expect(call<Player[]>(venue.t, 'player.list', { eventId })).toHaveLength(1);

  await importer.getByRole('button', { name: 'Import 298 players' }).click();
  await expect(importer.getByRole('status')).toHaveText('298 players imported. Passed over: 1 already registered, 0 repeated in the file, 1 with errors.');
  await expect(page.getByTestId('checked-in-count')).toHaveText('0 of 299 checked in');

  // The same file again: everyone is known, by their player ID or by name and date of birth.
  await importer.getByLabel('CSV file').setInputFiles(file);
  await importer.getByRole('button', { name: 'Check the rows' }).click();
  await expect(counts).toContainText('0 new players');
  await expect(counts).toContainText('299 already registered');
  await expect(importer.getByRole('button', { name: 'Import 0 players' })).toBeDisabled();
  await page.screenshot({ path: join(screenshotDir, 'player-import-again.png'), fullPage: true });
  expect(call<Player[]>(venue.t, 'player.list', { eventId })).toHaveLength(299);

  await importer.getByRole('button', { name: 'Close' }).click();
  // Found at the door by the player ID on the federation card: the row says the ID it matched.
  await page.getByLabel('Search players').fill('p00006');
  const found = page.getByRole('listbox', { name: 'Find and check in' }).getByRole('option');
  await expect(found).toHaveCount(1);
  await expect(found.locator('.player-name')).toHaveText('Татьяна Иванова');
  await expect(found.locator('.player-id')).toHaveText('Player ID P00006');
  await page.screenshot({ path: join(screenshotDir, 'check-in-by-player-id.png') });
  await page.getByLabel('Search players').fill('');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export the player list (CSV)' }).click()]);
  expect(download.suggestedFilename()).toBe(`arbiter-${eventId}-winter-open-players.csv`);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const table = parseCsv(bytes.toString('utf8').slice(1));
  expect(table[0]).toEqual(['Player ID', 'Name', 'Date of birth', 'Club', 'Contact', 'Division', 'Check-in order', 'Checked in at', 'Arbiter ID', 'Waiting list number', 'Form of address', 'Family name']);
  expect(table).toHaveLength(300);
  expect(table.find((r) => r[0] === 'P00006')?.slice(1, 4)).toEqual(['Татьяна Иванова', '1975-11-10', 'Warsaw Runners']);
  expect(table.filter((r) => r[0] === '')).toHaveLength(1);
  await page.screenshot({ path: join(screenshotDir, 'player-import-desk.png'), fullPage: true });
});

/** Bytes of text in Windows-1250, as Excel on a Polish Windows saves "CSV (separated by semicolons)". */
function windows1250(text: string): Buffer {
  const decoder = new TextDecoder('windows-1250');
  const byChar = new Map(Array.from({ length: 256 }, (_, b) => [decoder.decode(Uint8Array.of(b)), b] as const).reverse());
  return Buffer.from([...text].map((c) => byChar.get(c)!));
}

/** A desk in another language with an event of that language's name. */
function eventIn(t: Parameters<typeof call>[0], language: 'pl' | 'ru', name: string): number {
  call(t, 'settings.set', { language });
  return call<{ id: number }>(t, 'event.create', { name, date: '2026-12-05', ruleset: 'generic' }).id;
}

/** What of the import screen is still English, beside the file's own texts. */
const englishLeft = (page: Page, code: 'pl' | 'ru', names: string[], texts: string[]) =>
  englishOnScreen(page, englishDetector({ code, names, texts, alsoEnglish: ['UTF', 'Windows', 'Unicode'] }));

const polishRows = [
  ['ID gracza', 'Imię', 'Nazwisko', 'Data urodzenia', 'Klub'],
  ['PL-1', 'Łukasz', 'Żółć', '04.04.1998', 'Klub Gier Planszowych'],
  ['PL-2', 'Żaneta', 'Dąbrowska', '08.10.1968', 'Gambit Łódź'],
  ['PL-3', 'Grzegorz', 'Brzęczyszczykiewicz', '31.02.2001', 'Śląskie Smoki'],
  ['PL-4', 'Jolanta', 'Szymańska', '17.07.1958', ''],
];

test('a Polish desk imports a Windows-1250 file once its code page is chosen', async ({ page, venue }) => {
  const eventId = eventIn(venue.t, 'pl', 'Puchar Zimy');
  const path = join(dir, 'zapisy.csv');
  writeFileSync(path, windows1250(`${polishRows.map((r) => r.join(';')).join('\r\n')}\r\n`));
  await page.goto(`${venue.url}/#/desk`);
  await page.getByRole('button', { name: 'Importuj graczy z CSV' }).click();
  const importer = page.getByRole('region', { name: 'Import graczy z CSV' });
  await importer.getByLabel('Plik CSV').setInputFiles(path);
  await expect(importer.getByText('Ten plik nie jest w UTF-8: wybierz kodowanie, w którym go zapisano.')).toBeVisible();
  await importer.getByLabel('Kodowanie').selectOption('windows-1250');
  await expect(importer.getByText('zapisy.csv: 4 wiersze pod nagłówkiem (Windows-1250 (środkowoeuropejskie, polskie), separator: średnik).')).toBeVisible();
  await expect(importer.getByLabel('Nazwisko', { exact: true })).toHaveValue('2');
  await importer.getByRole('button', { name: 'Sprawdź wiersze' }).click();
  await expect(importer.getByRole('alert')).toContainText('Wiersz 4: Data urodzenia „31.02.2001”: nie ma takiej daty');
  await expect(importer.getByRole('row', { name: /^2 Łukasz Żółć PL-1 1998-04-04/ })).toBeVisible();
  await page.screenshot({ path: join(screenshotDir, 'pl-player-import-preview.png'), fullPage: true });
  expect(await englishLeft(page, 'pl', polishRows.slice(1).map((r) => `${r[1]} ${r[2]}`), ['Puchar Zimy', 'zapisy.csv', ...polishRows.flat()])).toEqual([]);
  await importer.getByRole('button', { name: 'Importuj 3 graczy' }).click();
  await expect(importer.getByRole('status')).toContainText('Zaimportowano 3 graczy.');
  // The list sorts by the family name the Nazwisko column gave.
  expect(call<Player[]>(venue.t, 'player.list', { eventId }).map((p) => p.name)).toEqual(['Żaneta Dąbrowska', 'Jolanta Szymańska', 'Łukasz Żółć']);
});

const russianRows = [
  ['Фамилия', 'Имя', 'Дата рождения', 'Клуб', 'Телефон'],
  ['Ёлкин', 'Семён', '20.01.2012', 'Ладья', '+7 900 000-00-01'],
  ['Петрова', 'Алёна', '01.07.1995', 'Клуб Колонизаторы', ''],
  ['', '', '30.10.1968', 'Ладья', ''],
];

test('a Russian desk imports Excel’s Unicode text (UTF-16, tabs) as it is', async ({ page, venue }) => {
  const eventId = eventIn(venue.t, 'ru', 'Кубок Зимы');
  const path = join(dir, 'участники.txt');
  const text = `${russianRows.map((r) => r.join('\t')).join('\r\n')}\r\n`;
  writeFileSync(path, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
  await page.goto(`${venue.url}/#/desk`);
  await page.getByRole('button', { name: 'Импорт игроков из CSV' }).click();
  const importer = page.getByRole('region', { name: 'Импорт игроков из CSV' });
  await importer.getByLabel('Файл CSV').setInputFiles(path);
  await expect(importer.getByText('участники.txt: 3 строки под заголовком (UTF-16, младший байт первым, разделитель — табуляция).')).toBeVisible();
  await expect(importer.getByLabel('Фамилия', { exact: true })).toHaveValue('0');
  await expect(importer.getByLabel('Контакт')).toHaveValue('4');
  await importer.getByRole('button', { name: 'Проверить строки' }).click();
  await expect(importer.getByRole('alert')).toContainText('Строка 4: Имя: не заполнено');
  await page.screenshot({ path: join(screenshotDir, 'ru-player-import-preview.png'), fullPage: true });
  expect(await englishLeft(page, 'ru', ['Семён Ёлкин', 'Алёна Петрова'], ['Кубок Зимы', 'участники.txt', ...russianRows.flat()])).toEqual([]);
  await importer.getByRole('button', { name: 'Импортировать 2 игроков' }).click();
  await expect(importer.getByRole('status')).toContainText('Импортировано 2 игрока.');
  // The list sorts by the family name the Фамилия column gave.
  expect(call<Player[]>(venue.t, 'player.list', { eventId }).map((p) => [p.name, p.contact])).toEqual([['Семён Ёлкин', '+7 900 000-00-01'], ['Алёна Петрова', null]]);
});

test('a file with a quote never closed is named by its row and line, not read as one player', async ({ page, venue }) => {
  const eventId = call<{ id: number }>(venue.t, 'event.create', { name: 'Winter Open', date: '2026-12-05', ruleset: 'generic' }).id;
  const path = join(dir, 'broken-quote.csv');
  // Row 3 holds a club with a line break (two lines of the file); row 4 opens a quote it never closes.
  writeFileSync(path, 'Name,Club\r\nAnn Lee,Gambit\r\nBo Kim,"Hetman\r\nWarszawa"\r\n"Cy Ode,Wieża\r\nDi Roe,Smoki\r\nEd Poe,Gambit\r\n');
  await page.goto(`${venue.url}/#/desk`);
  await page.getByRole('button', { name: 'Import players from CSV' }).click();
  const importer = page.getByRole('region', { name: 'Import players from CSV' });
  await importer.getByLabel('CSV file').setInputFiles(path);
  await expect(importer.getByRole('alert')).toHaveText(
    'Row 4 (line 5 of the file): a quote opens a field there and is never closed, so the rest of the file would be read as one player. Close or remove that quote in the file and choose it again.',
  );
  await expect(importer.getByRole('button', { name: 'Check the rows' })).toHaveCount(0);
  await page.screenshot({ path: join(screenshotDir, 'player-import-unclosed-quote.png'), fullPage: true });
  expect(call<Player[]>(venue.t, 'player.list', { eventId })).toEqual([]);
});

test('a file over the import limit says how many rows it has and the most one import takes', async ({ page, venue }) => {
  call(venue.t, 'event.create', { name: 'Winter Open', date: '2026-12-05', ruleset: 'generic' });
  const path = join(dir, 'too-many.csv');
  const rows = Array.from({ length: 10_001 }, (_, i) => `Player ${i + 1},Gambit`);
  writeFileSync(path, `Name,Club\r\n${rows.join('\r\n')}\r\n`);
  await page.goto(`${venue.url}/#/desk`);
  await page.getByRole('button', { name: 'Import players from CSV' }).click();
  const importer = page.getByRole('region', { name: 'Import players from CSV' });
  await importer.getByLabel('CSV file').setInputFiles(path);
  await expect(importer.getByText('This file has 10001 rows; at most 10000 are imported at once. Split it into smaller files.')).toBeVisible();
  await expect(importer.getByRole('button', { name: 'Check the rows' })).toHaveCount(0);
});
