// An organizer brings an event exported on another computer into this one, as a person does it:
// New event → the event file → the desk works on the imported event, with its players and rounds.
// A damaged file is refused whole, each problem named (its schedule and map included), and nothing
// is imported.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WaitingFile } from '../../shared/features/waiting-list/file';
import type { EventFile } from '../../shared/model/export';
import type { Round } from '../../shared/model/round';
import { tempCore } from '../fixtures/temp-core';
import { call, enterNetrunnerResults } from './print/events';
import { expect, screenshotDir, test } from './venue-fixture';

const names = ['Семён Ёлкин', 'Łukasz Żółć', 'Zoë Ortiz', 'Ann Lee'];

/** The file another computer's Arbiter exported: an event with round 1 played. */
function exportedElsewhere(): EventFile {
  const other = tempCore();
  try {
    const eventId = call<{ id: number }>(other, 'event.create', { name: 'Spring Cup', date: '2026-04-18', ruleset: 'netrunner-1996' }).id;
    for (const name of names) {
      const p = call<{ id: number; version: number }>(other, 'player.register', { eventId, name });
      call(other, 'player.checkIn', { id: p.id, version: p.version });
    }
    const draft = call<Round>(other, 'round.pair', { eventId, newest: null });
    enterNetrunnerResults(other, call<Round>(other, 'round.publish', { roundId: draft.id, version: draft.version }));
    return JSON.parse(JSON.stringify(call<EventFile>(other, 'export.event', { eventId }))) as EventFile;
  } finally {
    other.dispose();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'arbiter-import-'));
function file(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

test('an event exported on another computer is imported from the desk and becomes the event it works on', async ({ page, venue }) => {
  const doc = exportedElsewhere();
  await page.goto(`${venue.url}/#/desk`);
  const importer = page.getByRole('region', { name: 'Import an event file' });
  await expect(importer).toBeVisible();
  await importer.getByLabel('Event file (.json)').setInputFiles(file('spring-cup.json', JSON.stringify(doc)));
  await expect(page.getByTestId('current-event')).toHaveText('Spring Cup');
  for (const name of names) await expect(page.getByRole('main').getByText(name, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Rounds' }).click();
  await expect(page.getByRole('main')).toContainText('Round 1');
  await page.screenshot({ path: join(screenshotDir, 'import-done.png'), fullPage: true });
});

test('a damaged event file is refused whole with each problem named, and a file that is not JSON says so', async ({ page, venue }) => {
  const doc = exportedElsewhere();
  const [round] = doc.divisions[0]!.rounds;
  round!.tables[0]!.seats[1]!.entryId = 999;
  round!.tables[1]!.number = round!.tables[0]!.number;
  await page.goto(`${venue.url}/#/desk`);
  const importer = page.getByRole('region', { name: 'Import an event file' });
  await importer.getByLabel('Event file (.json)').setInputFiles(file('damaged.json', JSON.stringify(doc)));
  const alert = importer.getByRole('alert');
  await expect(alert).toContainText('The file was not imported; nothing was changed.');
  await expect(alert).toContainText('division 1, round 1, table 1, seat 2, entryId: refers to an entry that is not in the file.');
  await expect(alert).toContainText('division 1, round 1, table 2, number: appears twice.');
  await page.screenshot({ path: join(screenshotDir, 'import-refused.png'), fullPage: true });
  expect(call<unknown[]>(venue.t, 'event.list', {})).toEqual([]);

  await importer.getByLabel('Event file (.json)').setInputFiles(file('notes.json', 'Table 4: Ann won'));
  await expect(importer.getByRole('alert')).toHaveText('“notes.json” is not an event file exported from Arbiter (it is not JSON).');
});

test('a Catan event file whose map is not an image and whose schedule names a stranger is refused with both reasons', async ({ page, venue }) => {
  const other = tempCore();
  let doc: EventFile;
  try {
    const eventId = call<{ id: number }>(other, 'event.create', { name: 'Catan Cup', date: '2026-12-05', ruleset: 'catan' }).id;
    for (let i = 1; i <= 7; i++) {
      const p = call<{ id: number; version: number }>(other, 'player.register', { eventId, name: `Player ${i}` });
      call(other, 'player.checkIn', { id: p.id, version: p.version });
    }
    other.publishNext(eventId);
    doc = JSON.parse(JSON.stringify(call<EventFile>(other, 'export.event', { eventId }))) as EventFile;
  } finally {
    other.dispose();
  }
  doc.features['shared-map'] = { description: 'The island', image: { type: 'image/png', data: Buffer.from('GIF89a, a moving picture').toString('base64') }, updatedAt: doc.exportedAt };
  doc.divisions[0]!.schedules[0]!.rounds[1]![0]![0] = 999;
  await page.goto(`${venue.url}/#/desk`);
  const importer = page.getByRole('region', { name: 'Import an event file' });
  await importer.getByLabel('Event file (.json)').setInputFiles(file('catan-cup.json', JSON.stringify(doc)));
  const alert = importer.getByRole('alert');
  await expect(alert).toContainText('The file was not imported; nothing was changed.');
  await expect(alert).toContainText('division 1, schedule 1, round 2, table 1, seat 1: refers to an entry that is not in the file.');
  await expect(alert).toContainText('map, image: Only a PNG or JPEG image can be the map.');
  await page.screenshot({ path: join(screenshotDir, 'import-refused-catan.png'), fullPage: true });
  expect(call<unknown[]>(venue.t, 'event.list', {})).toEqual([]);
});

test('an event file with a waiting list comes back waiting in the same order; a player checked in and waiting is refused by name', async ({ page, venue }) => {
  const other = tempCore();
  let doc: EventFile;
  try {
    const eventId = call<{ id: number }>(other, 'event.create', { name: 'Full House', date: '2026-12-05', ruleset: 'netrunner-1996', places: 3 }).id;
    // Zed queues before Eve, though the file lists players by name.
    for (const name of ['Ann', 'Ben', 'Cid', 'Zed', 'Eve']) {
      const p = call<{ id: number; version: number }>(other, 'player.register', { eventId, name });
      call(other, 'player.checkIn', { id: p.id, version: p.version });
    }
    doc = JSON.parse(JSON.stringify(call<EventFile>(other, 'export.event', { eventId }))) as EventFile;
  } finally {
    other.dispose();
  }
  await page.goto(`${venue.url}/#/desk`);
  const importer = page.getByRole('region', { name: 'Import an event file' });

  const broken = JSON.parse(JSON.stringify(doc)) as EventFile;
  const eve = broken.players.find((p) => p.name === 'Eve')!;
  Object.assign(eve, { checkInOrder: 4, checkedInAt: broken.exportedAt });
  const eveWaits = (broken.features['waiting-list'] as WaitingFile).findIndex((w) => w.player === eve.id);
  await importer.getByLabel('Event file (.json)').setInputFiles(file('full-house-broken.json', JSON.stringify(broken)));
  const alert = importer.getByRole('alert');
  await expect(alert).toContainText('The file was not imported; nothing was changed.');
  await expect(alert).toContainText(`waiting list, line ${eveWaits + 1}, order: Eve is both checked in and on the waiting list.`);
  await page.screenshot({ path: join(screenshotDir, 'import-refused-waitlist.png'), fullPage: true });
  expect(call<unknown[]>(venue.t, 'event.list', {})).toEqual([]);

  await importer.getByLabel('Event file (.json)').setInputFiles(file('full-house.json', JSON.stringify(doc)));
  await expect(page.getByTestId('current-event')).toHaveText('Full House');
  await expect(page.getByTestId('checked-in-count')).toHaveText('3 of 3 places taken · 2 waiting');
  await expect(page.getByRole('region', { name: 'Waiting list' }).getByRole('listitem')).toHaveText(['Zed', 'Eve']);
  await page.screenshot({ path: join(screenshotDir, 'import-waitlist.png'), fullPage: true });
});
