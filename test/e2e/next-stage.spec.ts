// What the Rounds tab says comes after a stage names the stage that really comes next, as the
// game calls it: after Doomtrooper's free-for-all rounds, its team rounds (or its head-to-head
// rounds), not "the playoff". In English and Polish, on the stage's last round before and after
// it is closed. Screens: test-results/screens/next-stage-*.png.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { raceOutcomes, racePlaces } from '../../shared/model/race';
import type { TempCore } from '../fixtures/temp-core';
import { call, latestRound } from './netrunner/core';
import { expect, screenshotDir, test } from './venue-fixture';

const names = [
  'Małgorzata Świętosławska-Grzybowska', 'Aleksander Wiśniewski', 'Zofia Lewandowska', 'Bartłomiej Kaczmarek', 'Agnieszka Zielińska',
  'Krzysztof Wójcik', 'Magdalena Kamińska', 'Przemysław Szymański', 'Katarzyna Woźniak', 'Grzegorz Dąbrowski',
  'Joanna Kozłowska', 'Tomasz Jankowski', 'Ewa Mazur', 'Paweł Krawczyk',
];

/** A Doomtrooper event with these stage options, its two free-for-all rounds played through the
 * core (the first seat reaching 25 PP), the second still open. */
function freeForAllPlayed(t: TempCore, options: { teamRounds: number; headToHeadRounds: number }) {
  const eventId = call(t, 'event.create', { name: 'Puchar Kardynała', date: '2026-12-05', ruleset: 'doomtrooper', options }).id;
  for (const name of names) {
    const p = call(t, 'player.register', { eventId, name });
    call(t, 'player.checkIn', { id: p.id, version: p.version });
  }
  for (let r = 0; r < 2; r++) {
    for (const x of t.publishNext(eventId).tables) {
      const pp = x.seats.map((_, i) => 25 - 4 * i);
      const places = racePlaces(pp, 'target', 0);
      const outcomes = raceOutcomes(pp, 'target', 0);
      call(t, 'result.enter', { tableId: x.id, version: x.version, games: [{ ending: 'target', seats: x.seats.map((s, i) => ({ entryId: s.entryId, outcome: outcomes[i]!, place: places[i]!, score: pp[i]! })) }] });
    }
  }
  return eventId;
}

const sentence = (page: Page, round: string) => page.getByRole('region', { name: round }).getByTestId('round-next');

test('after the free-for-all rounds the desk names the team rounds, in English and Polish', async ({ page, venue }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const eventId = freeForAllPlayed(venue.t, { teamRounds: 1, headToHeadRounds: 2 });
  await page.goto(`${venue.url}/#/desk/rounds`);
  await expect(sentence(page, 'Round 2')).toHaveText('Round 2 is the last round of this stage. When every result is in, close it. Next: Team rounds.');
  await page.screenshot({ path: join(screenshotDir, 'next-stage-team-en.png') });

  call(venue.t, 'settings.set', { language: 'pl' });
  await expect(sentence(page, 'Runda 2')).toHaveText('Runda 2 jest ostatnią rundą tego etapu. Gdy wpłyną wszystkie wyniki, zamknij ją. Dalej: Rundy drużynowe.');
  const round = latestRound(venue.t, eventId);
  call(venue.t, 'round.close', { roundId: round.id, version: round.version });
  await expect(sentence(page, 'Runda 2')).toHaveText('Runda 2, ostatnia w tym etapie, jest zamknięta. Dalej: Rundy drużynowe. Skojarz pierwszą rundę tego etapu, gdy będziesz gotów.');
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: join(screenshotDir, 'next-stage-team-pl-1024.png') });
});

test('without team rounds the desk names the head-to-head rounds, in Polish and English', async ({ page, venue }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  call(venue.t, 'settings.set', { language: 'pl' });
  freeForAllPlayed(venue.t, { teamRounds: 0, headToHeadRounds: 2 });
  await page.goto(`${venue.url}/#/desk/rounds`);
  await expect(sentence(page, 'Runda 2')).toHaveText('Runda 2 jest ostatnią rundą tego etapu. Gdy wpłyną wszystkie wyniki, zamknij ją. Dalej: Rundy jeden na jednego (system szwajcarski).');
  await page.screenshot({ path: join(screenshotDir, 'next-stage-h2h-pl-1024.png') });
  call(venue.t, 'settings.set', { language: 'en' });
  await expect(sentence(page, 'Round 2')).toHaveText('Round 2 is the last round of this stage. When every result is in, close it. Next: Head-to-head rounds (Swiss).');
});
