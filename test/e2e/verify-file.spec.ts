// An organizer (or an appeals judge) checks an event file at the desk without importing it: New
// event → Check an event file → the file holds; a file whose round 2 was edited by hand is shown
// not to hold, its first difference at round 2 and the table. Nothing is imported either way. And
// the event worked on checks its own file from Export.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventFile } from '../../shared/model/export';
import type { Round } from '../../shared/model/round';
import { tempCore, type TempCore } from '../fixtures/temp-core';
import { call, enterNetrunnerResults } from './print/events';
import { expect, screenshotDir, test } from './venue-fixture';

const names = ['Семён Ёлкин-Бородинский', 'Łukasz Żółć-Wiśniewski', 'Zoë Ortiz de la Fuente', 'Ann Lee', 'Maximilian Oberhauser', 'Гульнара Ахметзянова'];

/** Two rounds of a Netrunner event played through `t`'s core. */
function playTwoRounds(t: TempCore): number {
  const eventId = call<{ id: number }>(t, 'event.create', { name: 'Spring Cup', date: '2026-04-18', ruleset: 'netrunner-1996', plannedRounds: 3 }).id;
  for (const name of names) {
    const p = call<{ id: number; version: number }>(t, 'player.register', { eventId, name });
    call(t, 'player.checkIn', { id: p.id, version: p.version });
  }
  let newest: { roundId: number; version: number } | null = null;
  for (let r = 1; r <= 2; r++) {
    const draft: Round = call<Round>(t, 'round.pair', { eventId, newest });
    const round = call<Round>(t, 'round.publish', { roundId: draft.id, version: draft.version });
    enterNetrunnerResults(t, round);
    newest = { roundId: round.id, version: call<Round>(t, 'round.get', { roundId: round.id }).version };
  }
  return eventId;
}

/** Two rounds of a Netrunner event, exported on another computer. */
function exportedElsewhere(): EventFile {
  const other = tempCore();
  try {
    const eventId = playTwoRounds(other);
    return JSON.parse(JSON.stringify(call<EventFile>(other, 'export.event', { eventId }))) as EventFile;
  } finally {
    other.dispose();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'arbiter-verify-'));
function file(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
]) {
  test(`a clean event file holds, and one edited by hand is shown not to, at its round and table (${viewport.width})`, async ({ page, venue }) => {
    await page.setViewportSize(viewport);
    const doc = exportedElsewhere();
    await page.goto(`${venue.url}/#/desk`);
    const check = page.getByRole('region', { name: 'Check an event file' });
    await check.getByLabel('Event file (.json)').setInputFiles(file('spring-cup.json', JSON.stringify(doc)));
    const status = check.getByRole('status');
    await expect(status).toContainText('“spring-cup.json” holds');
    await expect(status).toContainText('Open: 2 rounds replayed, 2 paired the same.');

    // Two players of round 2 trade tables in the file, results and all.
    const [x, y] = doc.divisions[0]!.rounds[1]!.tables.filter((t) => !t.bye) as [Round['tables'][number], Round['tables'][number]];
    const [a, c] = [x.seats[0]!.entryId, y.seats[0]!.entryId];
    for (const [table, from, to] of [[x, a, c], [y, c, a]] as const) {
      for (const s of table.seats) if (s.entryId === from) s.entryId = to;
      for (const g of table.result!.games) for (const s of g.seats) if (s.entryId === from) s.entryId = to;
    }
    await check.getByLabel('Event file (.json)').setInputFiles(file('edited.json', JSON.stringify(doc)));
    await expect(status).toContainText('“edited.json” does not hold.');
    await expect(status.locator('li.first')).toHaveText(`Open, round 2, table ${x.number}: not paired as the rules pair it from the round’s seed and the rounds before, and not marked as changed by hand.`);
    await page.screenshot({ path: join(screenshotDir, `verify-file-${viewport.width}.png`), fullPage: true });
    expect(call<unknown[]>(venue.t, 'event.list', {})).toEqual([]);
  });
}

test('the event worked on checks its own file from Export, and it holds', async ({ page, venue }) => {
  playTwoRounds(venue.t);
  await page.goto(`${venue.url}/#/desk/standings`);
  const header = page.getByRole('group', { name: 'Print and export the standings' });
  await header.getByRole('button', { name: 'Export' }).click();
  await header.getByRole('button', { name: 'Check this event’s file' }).click();
  await expect(header.getByRole('status')).toHaveText('This event’s file holds: every round replays the same, every result and change by hand is audited, the standings agree.');
  await page.screenshot({ path: join(screenshotDir, 'verify-own-file.png') });
});
