// Squads and figure inspection at the registration desk, and the notice of rule modifications: a
// ruleset with squads registered by this test alone (Generic's Swiss with a 100-point level) is
// worked through the screens a person uses. A squad typed 10 points short says so while it is
// typed and when saved, then is fixed; a figure 0.31 g over its standard weight is disqualified
// (in words and in red), one exactly 0.30 g over passes; the notice typed at the desk is printed
// and read back from the PDF.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { registerRuleset } from '../../electron/engine/rulesets';
import { squadsRuleset } from '../fixtures/rulesets/squads';
import { pageText, pdfInfo, printRoute, renderPng } from './print/pdf';
import { createEventAtDesk } from './stages/desk';
import { registerAndCheckIn } from './three-seat/desk';
import { expect, screenshotDir, test } from './venue-fixture';
import { squadLists } from '../../electron/features/squads/squads';

let unregister: () => void;
test.beforeEach(() => {
  unregister = registerRuleset(squadsRuleset);
});
test.afterEach(() => unregister());

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });

test('a squad 10 points short is fixed, two figures are weighed, and the rule modifications are printed', async ({ page, context, venue }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await createEventAtDesk(page, venue.url, { name: 'Tix Cup', date: '2026-12-12', ruleset: 'test-squads' });
  const eventId = venue.t.core.store.events.list()[0]!.id;
  await registerAndCheckIn(page, ['Ann Lee', 'Bruno Costa']);

  // The organizer's rule modifications, kept with the event.
  const notice = page.getByRole('form', { name: 'Rule modifications' });
  const modifications = 'Rule 4.4.1: the repair period is 10 minutes.\nCustomized figures play in their own division.';
  await notice.getByLabel('Changes to the rules for this event').fill(modifications);
  await notice.getByRole('button', { name: 'Save rule modifications' }).click();
  await expect(notice.getByRole('status')).toHaveText('Rule modifications saved.');
  await expect(notice.getByRole('button', { name: 'Print the rule modifications notice' })).toBeVisible();
  await shot(page, 'registration-rule-notice');

  // Ann's squad, typed 10 points short: the desk says so as the points are typed.
  await page.getByLabel('Search players').fill('Ann Lee');
  await page.getByRole('button', { name: 'Edit Ann Lee' }).click();
  const squad = page.getByRole('form', { name: 'Squad — Ann Lee' });
  await expect(squad.getByText('Figures add up to 100 points, backups to 50.')).toBeVisible();
  await squad.getByLabel('Figure 1 name').fill('Spider-Man');
  await squad.getByLabel('Figure 1 points').fill('60');
  await squad.getByRole('button', { name: 'Add a figure' }).click();
  await squad.getByLabel('Figure 2 name').fill('Venom');
  await squad.getByLabel('Figure 2 points').fill('30');
  await squad.getByRole('button', { name: 'Add a backup' }).click();
  await squad.getByLabel('Backup 1 name').fill('Hulk');
  await squad.getByLabel('Backup 1 points').fill('50');
  await expect(squad.getByTestId('squad-total-figures')).toHaveText('90 of 100 points · 10 points short');
  await expect(squad.getByTestId('squad-total-backups')).toHaveText('50 of 50 points · adds up');
  await squad.getByRole('button', { name: 'Save squad' }).click();
  await expect(squad.getByRole('status')).toHaveText('Ann Lee’s squad saved, but it does not add up yet.');
  await expect(squad.getByTestId('squad-total-figures')).toHaveText('90 of 100 points · 10 points short');
  await shot(page, 'squad-short');

  // A mistyped row is refused by name, and nothing is saved.
  await squad.getByRole('button', { name: 'Add a figure' }).click();
  await squad.getByLabel('Figure 3 points').fill('5');
  await squad.getByRole('button', { name: 'Save squad' }).click();
  await expect(squad.getByLabel('Figure 3 name')).toHaveAttribute('aria-invalid', 'true');
  await expect(squad.getByRole('alert')).toContainText('Please check the highlighted fields.');
  await squad.getByRole('button', { name: 'Remove figure 3' }).click();

  // Fixed: Venom is 40 points.
  await squad.getByLabel('Figure 2 points').fill('40');
  await expect(squad.getByTestId('squad-total-figures')).toHaveText('100 of 100 points · adds up');
  await squad.getByRole('button', { name: 'Save squad' }).click();
  await expect(squad.getByRole('status')).toHaveText('Ann Lee’s squad saved; it adds up.');
  expect(squadLists(venue.t.core.store).get(venue.t.core.store.players.list(eventId, { filter: 'Ann' })[0]!.id)).toMatchObject({
    version: 2,
    figures: [{ name: 'Spider-Man', points: 60 }, { name: 'Venom', points: 40 }],
    backups: [{ name: 'Hulk', points: 50 }],
  });

  // Inspection: Venom 0.31 g over, asked for by Bruno, is disqualified; Hulk exactly 0.30 g over passes.
  const inspection = page.getByRole('region', { name: 'Inspection — Ann Lee' });
  await expect(inspection.getByText('No figure inspected yet.')).toBeVisible();
  await inspection.getByLabel('Figure').fill('Venom');
  await inspection.getByLabel('Measured weight (g)').fill('12.31');
  await inspection.getByLabel('Standard weight (g)').fill('12');
  await inspection.getByLabel('Requested by').selectOption({ label: 'Bruno Costa' });
  await inspection.getByLabel('Note').fill('Weighed twice');
  await inspection.getByRole('button', { name: 'Record inspection' }).click();
  await expect(inspection.getByRole('status')).toHaveText('Venom is disqualified: +0.31 g, more than 0.3 g over its standard weight.');
  await inspection.getByLabel('Figure').fill('Hulk');
  await inspection.getByLabel('Measured weight (g)').fill('8,10');
  await inspection.getByLabel('Standard weight (g)').fill('7.80');
  await inspection.getByRole('button', { name: 'Record inspection' }).click();
  await expect(inspection.getByRole('status')).toHaveText('Hulk passes (+0.30 g).');
  const rows = inspection.getByRole('table', { name: 'Inspections of Ann Lee' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Venom');
  await expect(rows.nth(1)).toContainText('Asked for by Bruno Costa');
  await expect(rows.nth(1)).toContainText('12.31 / 12.00 g');
  await expect(rows.nth(1)).toContainText('Disqualified');
  await expect(rows.nth(1).getByText('Disqualified')).toHaveCSS('background-color', 'rgb(179, 38, 30)');
  await expect(rows.nth(2)).toContainText('Hulk');
  await expect(rows.nth(2)).toContainText('Passes');
  await expect(rows.nth(2).getByText('Passes')).toHaveCSS('color', 'rgb(29, 122, 58)');
  await shot(page, 'squad-inspection');

  // The notice as printed for the registration desk.
  const paper = await context.newPage();
  const file = await printRoute(paper, `${venue.url}/#/print/notice/${eventId}?paper=a4`, 'rule-notice');
  expect(pdfInfo(file)).toMatchObject({ pages: 1, width: 595, height: 842 });
  const text = pageText(file, 1);
  expect(text).toContain('Rule modifications');
  expect(text).toContain('Tix Cup · December 12, 2026');
  expect(text).toContain('Rule 4.4.1: the repair period is 10 minutes.');
  expect(text).toContain('Customized figures play in their own division.');
  renderPng(file, 'sheet-rule-notice');
});

test('a squad saved meanwhile at another desk is not overwritten; an event without squads shows no squad', async ({ page, venue }) => {
  const eventId = venue.t.call<{ id: number }>('event.create', { name: 'Tix Friday', date: '2026-12-11', ruleset: 'test-squads' }).id;
  const ann = venue.t.call<{ id: number }>('player.register', { eventId, name: 'Ann Lee' });
  const other = venue.t.call<{ id: number }>('event.create', { name: 'Netrunner Night', date: '2026-12-11', ruleset: 'netrunner-1996' }).id;
  venue.t.call('player.register', { eventId: other, name: 'Cid Ode' });
  await page.goto(`${venue.url}/#/desk`);
  await page.getByLabel('Switch event').selectOption({ label: 'Tix Friday — Dec 11, 2026' });
  await page.getByLabel('Search players').fill('Ann');
  await page.getByRole('button', { name: 'Edit Ann Lee' }).click();
  const squad = page.getByRole('form', { name: 'Squad — Ann Lee' });
  await squad.getByLabel('Figure 1 name').fill('Spider-Man');
  await squad.getByLabel('Figure 1 points').fill('100');

  // Another desk saves Ann's squad first.
  venue.t.call('squad.set', { playerId: ann.id, version: 0, figures: [{ name: 'Thor', points: 100 }], backups: [{ name: 'Loki', points: 50 }] });
  await squad.getByRole('button', { name: 'Save squad' }).click();
  await expect(squad.getByRole('alert')).toHaveText('Changed at another desk. Ann Lee’s squad was changed at another desk meanwhile; reload and try again.');
  expect(squadLists(venue.t.core.store).get(ann.id)?.figures).toEqual([{ name: 'Thor', points: 100 }]);
  await squad.getByRole('button', { name: 'Load the squad saved at the other desk' }).click();
  await expect(squad.getByLabel('Figure 1 name')).toHaveValue('Thor');
  await expect(squad.getByLabel('Backup 1 name')).toHaveValue('Loki');
  await expect(squad.getByTestId('squad-total-figures')).toHaveText('100 of 100 points · adds up');

  await page.getByLabel('Switch event').selectOption({ label: 'Netrunner Night — Dec 11, 2026' });
  await page.getByLabel('Search players').fill('Cid');
  await page.getByRole('button', { name: 'Edit Cid Ode' }).click();
  await expect(page.getByRole('form', { name: 'Edit Cid Ode' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Squad — Cid Ode' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Inspection — Cid Ode' })).toHaveCount(0);
});
