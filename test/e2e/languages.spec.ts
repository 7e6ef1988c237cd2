// A desk switched to another language reads in it everywhere: the desk's tabs, the projector and
// the printed sheets, remembered across a reload, with no English left on any screen (neither a
// catalog sentence in English nor any other English word), names in the language's alphabetical
// order, dates and percentages in its form. Each language walks the same screens; screenshots:
// test-results/screens/<language>-*.png.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import type { Round } from '../../shared/model/round';
import type { Language } from '../../shared/model/settings';
import { netrunnerGames } from '../fixtures/netrunner-results';
import type { TempCore } from '../fixtures/temp-core';
import { catalog, englishDetector, englishOnScreen } from './english-on-screen';
import { allPages, printRoute } from './print/pdf';
import { expect, screenshotDir, test } from './venue-fixture';

/** What a language's run types and expects beside its catalog: the players (its own alphabet, a
 * long name, names in other scripts), the event's stored texts, and the forms Intl writes. */
interface Face {
  code: Exclude<Language, 'en'>;
  name: string;
  names: string[];
  /** Some of `names` in the language's alphabetical order, which code-point order breaks. */
  alphabetical: string[];
  eventName: string;
  clubEventName: string;
  dropReason: string;
  /** The event's day, 2026-12-05, in the top bar. */
  day: string;
  /** A share as the standings write it. */
  percent: RegExp;
  /** The language's own words spelled as English ones, and the names and terms it keeps as
   * English writes them: a Latin word on screen is the language's if its catalog uses it and the
   * English catalog does not, or if it is here. */
  alsoEnglish: string[];
}

const faces: Face[] = [
  {
    code: 'ru',
    name: 'Russian',
    names: ['Жуков Пётр', 'Ёлкин Семён', 'Егоров Антон', 'Александра Владимировна Преображенская-К', 'Małgorzata Świętosławska', 'Игорь Ли', 'Ольга Смирнова', 'Olivia Brown', 'Дарья Ким'],
    // ё sorts with е, not before а as its code would put it.
    alphabetical: ['Егоров Антон', 'Ёлкин Семён', 'Жуков Пётр'],
    eventName: 'Кубок зимы 2026',
    clubEventName: 'Клубная швейцарка',
    dropReason: 'Уехал домой',
    day: '5 дек. 2026 г.',
    percent: /^\d+,\d\s%$/,
    alsoEnglish: [],
  },
  {
    code: 'pl',
    name: 'Polish',
    names: ['Żak Paweł', 'Śliwa Anna', 'Sowa Jan', 'Katarzyna Aleksandra Brzęczyszczykiewicz-W', 'Szymański Tomasz', 'Игорь Ли', 'Zalewski Piotr', 'Olivia Brown', 'Łukasik Ewa'],
    // Ś after every S, Ż after every Z, where the plain letters' order would mix them.
    alphabetical: ['Sowa Jan', 'Szymański Tomasz', 'Śliwa Anna', 'Zalewski Piotr', 'Żak Paweł'],
    eventName: 'Puchar Zimy 2026',
    clubEventName: 'Klubowy turniej szwajcarski',
    dropReason: 'Wyjechał do domu',
    day: '5 gru 2026',
    percent: /^\d+,\d%$/,
    alsoEnglish: ['to', 'do', 'go', 'by', 'on', 'one', 'data', 'folder', 'token', 'format', 'limit', 'min', 'role', 'plus', 'open', 'Runner', 'Buchholz', 'Sonneborn', 'Berger', 'Catan', 'Chromium', 'PNG', 'JPEG', 'KiB'],
  },
];


/** A Netrunner event through the core: round 1 played, one player dropped, round 2 under way with
 * every table but one entered. */
function eventUnderWay(t: TempCore, face: Face) {
  const eventId = t.call<{ id: number }>('event.create', { name: face.eventName, date: '2026-12-05', ruleset: 'netrunner-1996', plannedRounds: 3 }).id;
  for (const name of face.names) {
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
  t.call('entry.drop', { entryId: quitter.id, version: quitter.version, reason: face.dropReason });
  const round2 = pair();
  enter(round2, 1);
  return { eventId, round2 };
}

for (const face of faces) {
  const own = catalog(face.code);
  /** The language's text of a catalog key, its placeholders filled. */
  const text = (key: string, values: Record<string, string | number> = {}) =>
    (own.get(key) ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  const isEnglish = englishDetector({ ...face, texts: [face.eventName, face.clubEventName, face.dropReason] });
  const readsInLanguage = async (page: Page, name: string) => {
    await expect(page.locator('html')).toHaveAttribute('lang', face.code);
    await page.screenshot({ path: join(screenshotDir, `${face.code}-${name}.png`), fullPage: true });
    expect(await englishOnScreen(page, isEnglish), name).toEqual([]);
  };

  test(`the desk switched to ${face.name}: desk, projector and printed sheets in ${face.name}, nothing left in English`, async ({ page, browser, venue }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const { eventId, round2 } = eventUnderWay(venue.t, face);
    const nav = page.getByRole('navigation', { name: text('nav.label') });

    await page.goto(`${venue.url}/#/desk`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByLabel('Language').selectOption(face.code);
    await expect(nav).toBeVisible();
    await expect(page.locator('.topbar')).toContainText(face.day);
    await readsInLanguage(page, 'registration');

    // Remembered: a reload (as a restart) opens in the language.
    await page.reload();
    await expect(nav).toBeVisible();
    const tab = (key: string) => nav.getByRole('link', { name: text(key) }).click();

    await tab('nav.rounds');
    await expect(page.getByRole('heading', { name: text('rounds.changes.title') })).toBeVisible();
    await expect(page.getByText(text('rounds.roles.corp')).first()).toBeVisible();
    await readsInLanguage(page, 'rounds');

    await tab('nav.results');
    const table1 = round2.tables.find((x) => !x.bye)!;
    await page.getByLabel(text('results.code')).fill(String(table1.number));
    await page.keyboard.press('Enter');
    await expect(page.locator('input[name="game-1-winner"]').first()).toBeFocused();
    // U (unfinished) by its place on the keyboard, as with another layout on.
    await page.keyboard.press('KeyU');
    await expect(page.locator('input[name="game-1-winner"][value="u"]')).toBeChecked();
    await readsInLanguage(page, 'results');

    await tab('nav.standings');
    const standings = page.getByRole('region', { name: text('standings.title') });
    await expect(standings).toContainText(text('standings.through', { round: 1 }));
    await expect(standings).toContainText(text('standings.dropped'));
    await readsInLanguage(page, 'standings');

    await page.getByRole('button', { name: text('eventBar.settings') }).click();
    await expect(page.getByRole('button', { name: text('eventSettings.save') })).toBeVisible();
    await readsInLanguage(page, 'settings');
    await page.getByRole('button', { name: text('divisions.button') }).click();
    await expect(page.getByRole('button', { name: text('divisions.add') })).toBeVisible();
    await readsInLanguage(page, 'divisions');
    await page.getByRole('button', { name: text('event.new') }).click();
    await expect(page.getByRole('button', { name: text('event.create') })).toBeVisible();
    await readsInLanguage(page, 'new-event');

    // The projector follows the desk's language: every view.
    const projector = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await projector.goto(`${venue.url}/#/display/${eventId}`);
    await expect(projector.locator('.dp-screen[data-ready="true"]')).toBeVisible();
    for (const [key, view] of [['1', 'name'], ['2', 'table'], ['3', 'standings'], ['4', 'clock']] as const) {
      await projector.keyboard.press(key);
      await projector.mouse.move(0, 0);
      await expect(projector.locator('html')).toHaveAttribute('lang', face.code);
      await projector.waitForTimeout(300);
      await readsInLanguage(projector, `projector-${view}`);
    }
    await projector.close();

    // Printed sheets: the slips, and the pairings by name in the language's alphabetical order.
    const sheet = await browser.newPage({ viewport: { width: 1000, height: 1300 } });
    await sheet.goto(`${venue.url}/#/print/slips/${round2.id}?per=2&paper=a4`);
    await expect(sheet.locator('[data-print-ready="true"]')).toBeAttached();
    await expect(sheet.getByText(text('print.slip.signature')).first()).toBeVisible();
    await readsInLanguage(sheet, 'print-slips');
    await sheet.goto(`${venue.url}/#/print/pairings/${round2.id}?by=name&paper=a4`);
    await expect(sheet.locator('[data-print-ready="true"]')).toBeAttached();
    const order = await sheet.locator('tbody td.strong').allTextContents();
    expect(order.filter((n) => face.alphabetical.includes(n))).toEqual(face.alphabetical);
    await readsInLanguage(sheet, 'print-pairings');
    await sheet.goto(`${venue.url}/#/print/standings/${eventId}?paper=a4`);
    await expect(sheet.locator('[data-print-ready="true"]')).toBeAttached();
    await readsInLanguage(sheet, 'print-standings');

    // The same sheets as PDFs, read back with pdftotext: the names with their letters intact,
    // the title in the language, and no English.
    for (const [route, name, title] of [
      [`print/pairings/${round2.id}?by=name&paper=a4`, 'pairings', text('print.pairings.title', { number: 2 })],
      [`print/standings/${eventId}?paper=a4`, 'standings', text('print.standings.title')],
    ] as const) {
      const lines = allPages(await printRoute(sheet, `${venue.url}/#/${route}`, `${face.code}-${name}`)).flatMap((page) => page.split('\n'));
      const pdfText = lines.join('\n');
      expect(pdfText).toContain(title);
      for (const player of face.alphabetical) expect(pdfText).toContain(player);
      expect(lines.map((l) => l.trim()).flatMap((line) => (line ? (isEnglish(line) ?? []) : [])), `${name} PDF`).toEqual([]);
    }
    await sheet.close();
  });

  test(`percentages read in ${face.name} form on the desk, the projector and paper`, async ({ page, browser, venue }) => {
    const t = venue.t;
    t.call('settings.set', { language: face.code });
    const eventId = t.call<{ id: number }>('event.create', { name: face.clubEventName, date: '2026-12-05', ruleset: 'generic', options: { tiebreakers: ['omw', 'buchholz'] } }).id;
    for (const name of face.names.slice(0, 6)) {
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
    const omw = new Intl.NumberFormat(face.code, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(top.tiebreaks.omw!);
    expect(omw).toMatch(face.percent);

    await page.goto(`${venue.url}/#/desk/standings`);
    const desk = page.getByRole('region', { name: text('standings.title') });
    await expect(desk.locator('tbody tr[data-entry]').first().locator('td[data-column="omw"]')).toHaveText(omw);
    await readsInLanguage(page, 'standings-percent');

    const projector = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await projector.goto(`${venue.url}/#/display/${eventId}`);
    await expect(projector.locator('.dp-screen[data-ready="true"]')).toBeVisible();
    await projector.keyboard.press('3');
    await expect(projector.getByRole('list', { name: text('display.views.standings') }).getByRole('listitem').first().locator('.dp-stat').nth(2)).toHaveText(omw);
    await projector.close();

    const sheet = await browser.newPage();
    await sheet.goto(`${venue.url}/#/print/standings/${eventId}?paper=a4`);
    await expect(sheet.locator('[data-print-ready="true"]')).toBeAttached();
    await expect(sheet.locator('body')).toContainText(omw);
    await sheet.close();
  });
}
