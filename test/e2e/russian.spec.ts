// The desk switched to Russian reads in Russian everywhere: the desk's tabs, the projector and the
// printed sheets, remembered across a reload, with no English left on any screen (neither a
// catalog sentence in English nor any other English word), names in Russian alphabetical order,
// dates and percentages in Russian form. Screenshots of each screen: test-results/screens/ru-*.png.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import type { Round } from '../../shared/model/round';
import { netrunnerGames } from '../fixtures/netrunner-results';
import type { TempCore } from '../fixtures/temp-core';
import { englishOnScreen } from './english-on-screen';
import { expect, screenshotDir, test } from './venue-fixture';

const names = ['Жуков Пётр', 'Ёлкин Семён', 'Егоров Антон', 'Александра Владимировна Преображенская-К', 'Małgorzata Świętosławska', 'Игорь Ли', 'Ольга Смирнова', 'Olivia Brown', 'Дарья Ким'];

async function russianScreen(page: Page, name: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.screenshot({ path: join(screenshotDir, `ru-${name}.png`), fullPage: true });
  expect(await englishOnScreen(page, names), name).toEqual([]);
}

/** A Netrunner event through the core: round 1 played, one player dropped, round 2 under way with
 * every table but one entered. */
function eventUnderWay(t: TempCore) {
  const eventId = t.call<{ id: number }>('event.create', { name: 'Кубок зимы 2026', date: '2026-12-05', ruleset: 'netrunner-1996', plannedRounds: 3 }).id;
  for (const name of names) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  const enter = (round: Round, skip: number) => {
    for (const table of round.tables.filter((x) => !x.bye).slice(skip)) {
      const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
      t.call('result.enter', { tableId: table.id, version: table.version, games: netrunnerGames(a, b, [['a', 7, 2], ['b', 3, 7]]) });
    }
  };
  const pair = () => {
    const draft = t.call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
    return t.call<Round>('round.publish', { roundId: draft.id, version: draft.version });
  };
  enter(pair(), 0);
  const quitter = t.call<{ id: number; version: number }[]>('entry.list', { eventId }).at(-1)!;
  t.call('entry.drop', { entryId: quitter.id, version: quitter.version, reason: 'Уехал домой' });
  const round2 = pair();
  enter(round2, 1);
  return { eventId, round2 };
}

test('the desk switched to Russian: desk, projector and printed sheets in Russian, nothing left in English', async ({ page, browser, venue }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const { eventId, round2 } = eventUnderWay(venue.t);

  await page.goto(`${venue.url}/#/desk`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Language').selectOption('ru');
  await expect(page.getByRole('navigation', { name: 'Разделы пульта' })).toBeVisible();
  await expect(page.locator('.topbar')).toContainText('5 дек. 2026 г.');
  await russianScreen(page, 'registration');

  // Remembered: a reload (as a restart) opens in Russian.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Разделы пульта' })).toBeVisible();
  const tab = (name: string) => page.getByRole('navigation', { name: 'Разделы пульта' }).getByRole('link', { name }).click();

  await tab('Туры');
  await expect(page.getByRole('heading', { name: 'Ручные изменения' })).toBeVisible();
  await expect(page.getByText('Корпорация').first()).toBeVisible();
  await russianScreen(page, 'rounds');

  await tab('Результаты');
  const table1 = round2.tables.find((x) => !x.bye)!;
  await page.getByLabel('Номер стола или код бланка').fill(String(table1.number));
  await page.keyboard.press('Enter');
  await expect(page.locator('input[name="game-1-winner"]').first()).toBeFocused();
  // U (unfinished) by its place on the keyboard, as with a Cyrillic layout on.
  await page.keyboard.press('KeyU');
  await expect(page.locator('input[name="game-1-winner"][value="u"]')).toBeChecked();
  await russianScreen(page, 'results');

  await tab('Таблица');
  await expect(page.getByRole('region', { name: 'Турнирная таблица' })).toContainText('Таблица после тура 1');
  await expect(page.getByRole('region', { name: 'Турнирная таблица' })).toContainText('снят');
  await russianScreen(page, 'standings');

  await page.getByRole('button', { name: 'Настройки турнира' }).click();
  await expect(page.getByRole('button', { name: 'Сохранить настройки' })).toBeVisible();
  await russianScreen(page, 'settings');
  await page.getByRole('button', { name: 'Дивизионы' }).click();
  await expect(page.getByRole('button', { name: 'Добавить дивизион' })).toBeVisible();
  await russianScreen(page, 'divisions');
  await page.getByRole('button', { name: 'Новый турнир' }).click();
  await expect(page.getByRole('button', { name: 'Создать турнир' })).toBeVisible();
  await russianScreen(page, 'new-event');

  // The projector follows the desk's language: every view.
  const projector = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await projector.goto(`${venue.url}/#/display/${eventId}`);
  await expect(projector.locator('.dp-screen[data-ready="true"]')).toBeVisible();
  for (const [key, view] of [['1', 'name'], ['2', 'table'], ['3', 'standings'], ['4', 'clock']] as const) {
    await projector.keyboard.press(key);
    await projector.mouse.move(0, 0);
    await expect(projector.locator('html')).toHaveAttribute('lang', 'ru');
    await projector.waitForTimeout(300);
    await russianScreen(projector, `projector-${view}`);
  }
  await projector.close();

  // Printed sheets: the slips, and the pairings by name in Russian alphabetical order (Егоров,
  // Ёлкин, Жуков: ё sorts with е, not before а as its code would put it).
  const sheet = await browser.newPage({ viewport: { width: 1000, height: 1300 } });
  await sheet.goto(`${venue.url}/#/print/slips/${round2.id}?per=2&paper=a4`);
  await expect(sheet.locator('[data-print-ready="true"]')).toBeAttached();
  await expect(sheet.getByText('Подпись').first()).toBeVisible();
  await russianScreen(sheet, 'print-slips');
  await sheet.goto(`${venue.url}/#/print/pairings/${round2.id}?by=name&paper=a4`);
  await expect(sheet.locator('[data-print-ready="true"]')).toBeAttached();
  const order = await sheet.locator('tbody td.strong').allTextContents();
  expect(order.filter((n) => /^(Егоров|Ёлкин|Жуков)/.test(n))).toEqual(['Егоров Антон', 'Ёлкин Семён', 'Жуков Пётр']);
  await russianScreen(sheet, 'print-pairings');
  await sheet.goto(`${venue.url}/#/print/standings/${eventId}?paper=a4`);
  await expect(sheet.locator('[data-print-ready="true"]')).toBeAttached();
  await russianScreen(sheet, 'print-standings');
  await sheet.close();
});

test('percentages read with a decimal comma in Russian on the desk, the projector and paper', async ({ page, browser, venue }) => {
  const t = venue.t;
  t.call('settings.set', { language: 'ru' });
  const eventId = t.call<{ id: number }>('event.create', { name: 'Клубная швейцарка', date: '2026-12-05', ruleset: 'generic', options: { tiebreakers: ['omw', 'buchholz'] } }).id;
  for (const name of names.slice(0, 6)) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  for (let round = 1; round <= 2; round++) {
    const draft = t.call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
    const r = t.call<Round>('round.publish', { roundId: draft.id, version: draft.version });
    for (const table of r.tables.filter((x) => !x.bye)) {
      const [a, b] = table.seats.map((s) => s.entryId) as [number, number];
      t.call('result.enter', { tableId: table.id, version: table.version, games: [{ seats: [{ entryId: a, outcome: 'win', score: 1 }, { entryId: b, outcome: 'loss', score: 0 }] }] });
    }
  }
  const top = t.call<{ rows: { tiebreaks: Record<string, number> }[] }>('standings.get', { eventId }).rows[0]!;
  const omw = new Intl.NumberFormat('ru', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(top.tiebreaks.omw!);
  expect(omw).toMatch(/^\d+,\d\s%$/);

  await page.goto(`${venue.url}/#/desk/standings`);
  const desk = page.getByRole('region', { name: 'Турнирная таблица' });
  await expect(desk.locator('tbody tr[data-entry]').first().locator('td[data-column="omw"]')).toHaveText(omw);
  await russianScreen(page, 'standings-percent');

  const projector = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await projector.goto(`${venue.url}/#/display/${eventId}`);
  await expect(projector.locator('.dp-screen[data-ready="true"]')).toBeVisible();
  await projector.keyboard.press('3');
  await expect(projector.getByRole('list', { name: 'Таблица' }).getByRole('listitem').first().locator('.dp-stat').nth(2)).toHaveText(omw);
  await projector.close();

  const sheet = await browser.newPage();
  await sheet.goto(`${venue.url}/#/print/standings/${eventId}?paper=a4`);
  await expect(sheet.locator('[data-print-ready="true"]')).toBeAttached();
  await expect(sheet.locator('body')).toContainText(omw);
  await sheet.close();
});
