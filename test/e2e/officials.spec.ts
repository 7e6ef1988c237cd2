// Officials at the desk (Attacktix 3): two referees and an umpire registered on the Rounds tab, a
// player refused as an official (named), a referee at each table of round 1 chosen beside the
// table, a referee refused at a second table, and the referees on the printed pairings and slips.
import { latestRound } from './netrunner/core';
import { openTab } from './netrunner/desk';
import { allPages, printRoute, renderPng } from './print/pdf';
import { registerAndCheckIn } from './three-seat/desk';
import { createEventAtDesk, played, shot } from './stages/desk';
import { expect, test } from './venue-fixture';

test('officials registered, a referee at each table, shown on the Rounds tab and in print', async ({ page, venue }) => {
  test.setTimeout(120_000);
  await createEventAtDesk(page, venue.url, { name: 'Officials Open', date: '2026-12-10', ruleset: 'Generic' });
  const eventId = venue.t.core.store.events.list()[0]!.id;
  await registerAndCheckIn(page, ['Ann Lee', 'Bruno Costa', 'Chiara Moreau', 'Dmitri Ivanov']);

  await openTab(page, 'Rounds');
  await page.getByRole('button', { name: 'Pair round 1' }).click();
  const one = page.getByRole('region', { name: 'Round 1' });
  await one.getByRole('button', { name: 'Publish' }).click();
  await expect(one.getByText('published', { exact: true })).toBeVisible();

  const panel = page.getByRole('region', { name: 'Officials' });
  await expect(panel.getByText('No officials registered yet.')).toBeVisible();
  const addOfficial = async (name: string, role: string) => {
    await panel.getByLabel('Name').fill(name);
    await panel.getByLabel('Role').selectOption({ label: role });
    await panel.getByRole('button', { name: 'Add official' }).click();
  };
  // A player of the event cannot officiate it: the desk names them.
  await addOfficial('ann lee', 'Referee');
  await expect(panel.getByRole('alert')).toContainText('Ann Lee plays in “Officials Open”');
  await addOfficial('Rita Ramos', 'Referee');
  await expect(panel.getByText('Rita Ramos')).toBeVisible();
  await addOfficial('Jon Park', 'Referee');
  await expect(panel.getByText('Jon Park')).toBeVisible();
  await addOfficial('Uma Osei', 'Umpire');
  await expect(panel.getByText('Uma Osei')).toBeVisible();

  const [t1, t2] = played(latestRound(venue.t, eventId));
  const referee = (n: number) => one.getByLabel(`Referee at table ${n}`);
  await referee(t1!.number).selectOption({ label: 'Rita Ramos' });
  await expect(referee(t1!.number).locator('option:checked')).toHaveText('Rita Ramos');
  // Rita is at table 1 already: the desk refuses her at table 2 and says where she is.
  await referee(t2!.number).selectOption({ label: 'Rita Ramos' });
  await expect(one.getByRole('alert')).toContainText(`Rita Ramos is at table ${t1!.number} of round 1 already.`);
  await referee(t2!.number).selectOption({ label: 'Jon Park' });
  await expect(referee(t2!.number).locator('option:checked')).toHaveText('Jon Park');
  await expect(one.getByRole('alert')).toHaveCount(0);
  // The umpire picker lists only umpires; referees are not offered.
  await expect(one.getByLabel(`Umpire at table ${t1!.number}`).locator('option')).toHaveText(['Umpire', 'Uma Osei']);
  await shot(page, 'officials-rounds-tab');

  const pairings = await printRoute(page, `${venue.url}/#/print/pairings/${latestRound(venue.t, eventId).id}?by=table&paper=a4`, 'officials-pairings');
  const text = allPages(pairings).join('\n');
  expect(text).toMatch(new RegExp(`\\b${t1!.number}\\b.*Referee: Rita Ramos`));
  expect(text).toMatch(new RegExp(`\\b${t2!.number}\\b.*Referee: Jon Park`));
  renderPng(pairings, 'officials-pairings');

  const slips = await printRoute(page, `${venue.url}/#/print/slips/${latestRound(venue.t, eventId).id}?per=2&paper=a4`, 'officials-slips');
  const slipText = allPages(slips).join('\n');
  expect(slipText).toContain('Referee: Rita Ramos');
  expect(slipText).toContain('Referee: Jon Park');
  renderPng(slips, 'officials-slips');
});

test('a final without an umpire is flagged until one is assigned', async ({ page, venue }) => {
  test.setTimeout(90_000);
  await createEventAtDesk(page, venue.url, {
    name: 'Two Player Final',
    date: '2026-12-10',
    ruleset: 'Generic',
    options: async (p) => {
      await p.getByLabel('Format').selectOption({ label: 'Single elimination (a random draw; byes to the top of the draw)' });
      await p.getByLabel('A game may end in a draw').uncheck();
    },
  });
  await registerAndCheckIn(page, ['Ann Lee', 'Bruno Costa']);
  await openTab(page, 'Rounds');
  await page.getByRole('button', { name: 'Pair round 1' }).click();
  const final = page.getByRole('region', { name: 'Round 1' });
  await final.getByRole('button', { name: 'Publish' }).click();
  const warning = final.getByText('The final, at table 1, has no umpire yet (Attacktix 3): assign one if practicable.');
  await expect(warning).toBeVisible();

  const panel = page.getByRole('region', { name: 'Officials' });
  await panel.getByLabel('Name').fill('Uma Osei');
  await panel.getByLabel('Role').selectOption({ label: 'Umpire' });
  await panel.getByRole('button', { name: 'Add official' }).click();
  await shot(page, 'officials-final-without-umpire');
  await final.getByLabel('Umpire at table 1').selectOption({ label: 'Uma Osei' });
  await expect(warning).toHaveCount(0);
});
