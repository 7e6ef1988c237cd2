// An Attacktix doubles event at the desk, as an organizer runs it (1.2.1: a doubles side is two
// registered players): the event created with Doubles, five players registered and checked in, two
// sides formed in the Sides panel by finding and picking their players (one named by the desk, one
// by the organizer), round 1 pairing the two sides at one table, and the player without a side
// named in the round's warnings and in the panel, never seated alone. And the parent and child
// class (1.2.2): two adults refused with their ages on the event date, a parent and child formed.
import { latestRound } from './netrunner/core';
import { openTab } from './netrunner/desk';
import { createEventAtDesk, shot } from './stages/desk';
import { registerAndCheckIn } from './three-seat/desk';
import { expect, test } from './venue-fixture';

const names = ['Ann Lee', 'Bruno Costa', 'Chiara Moreau', 'Dmitri Ivanov', 'Elif Kaya'];

test('Attacktix doubles: two sides formed at the desk play each other in round 1; a player without a side is left out and named', async ({ page, venue }) => {
  test.setTimeout(120_000);
  await createEventAtDesk(page, venue.url, {
    name: 'Attacktix 100 doubles',
    date: '2026-12-12',
    ruleset: 'Attacktix',
    options: async (p) => {
      await p.getByLabel('Singles or doubles').selectOption({ label: 'Doubles (2 v 2)' });
    },
  });
  const event = venue.t.core.store.events.list()[0]!;
  expect(event.options).toMatchObject({ play: 'doubles' });
  await registerAndCheckIn(page, names);

  const sides = page.getByRole('region', { name: /^Sides — / });
  await expect(sides.getByText('This division plays sides of 2 registered players')).toBeVisible();
  await expect(sides.getByRole('note')).toHaveText(`5 checked in without a side, and left out of pairing until they have one: ${names.join(', ')}.`);
  const find = sides.getByLabel('Find a player of this division');
  const pick = async (typed: string, name: string, screen?: string) => {
    await find.fill(typed);
    if (screen) {
      await expect(sides.getByRole('list', { name: 'Players found' })).toBeVisible();
      await shot(page, screen);
    }
    await sides.getByRole('button', { name: `Add ${name}` }).click();
  };

  await pick('ann', 'Ann Lee');
  await pick('bru', 'Bruno Costa');
  await expect(find).toBeDisabled();
  await sides.getByRole('button', { name: 'Form side' }).click();
  await expect(sides.getByRole('status')).toHaveText('Side “Ann Lee / Bruno Costa” formed.');

  await pick('i', 'Chiara Moreau', 'doubles-sides-search');
  await pick('dmi', 'Dmitri Ivanov');
  await sides.getByLabel('Name of the side (optional)').fill('The Tixers');
  await shot(page, 'doubles-sides-picking');
  await sides.getByRole('button', { name: 'Form side' }).click();
  await expect(sides.getByRole('status')).toHaveText('Side “The Tixers” formed.');

  const list = sides.getByRole('list', { name: 'Sides of this division' });
  await expect(list.locator('> li')).toHaveCount(2);
  await expect(list.locator('> li').nth(1)).toContainText('The Tixers');
  await expect(list.locator('> li').nth(1)).toContainText('Chiara Moreau checked in');
  await expect(sides.getByRole('note')).toHaveText('Checked in without a side, and left out of pairing until they have one: Elif Kaya.');
  await shot(page, 'doubles-sides-formed');

  await openTab(page, 'Rounds');
  await page.getByRole('button', { name: 'Pair round 1' }).click();
  const one = page.getByRole('region', { name: 'Round 1' });
  await expect(one.getByText('Elif Kaya is checked in without a side and is left out; form their side at the desk, then pair again.')).toBeVisible();
  await one.getByRole('button', { name: 'Publish' }).click();
  await expect(one.getByText('published', { exact: true })).toBeVisible();
  const pairings = one.getByRole('table', { name: 'Round' });
  await expect(pairings.getByText('Ann Lee / Bruno Costa')).toBeVisible();
  await expect(pairings.getByText('The Tixers')).toBeVisible();
  await shot(page, 'doubles-sides-round-1');

  const round = latestRound(venue.t, event.id);
  const tables = round.tables.filter((t) => !t.bye);
  expect(tables).toHaveLength(1);
  expect(round.tables).toHaveLength(1);
  expect(tables[0]!.seats.map((s) => s.name).sort()).toEqual(['Ann Lee / Bruno Costa', 'The Tixers']);

  // Once paired, a side stays: the panel no longer offers to split it.
  await openTab(page, 'Registration');
  await expect(sides.getByRole('button', { name: /^Split / })).toHaveCount(0);
  await expect(list.locator('> li').first()).toContainText('Paired');
});

test('Attacktix parent and child: two adults are refused with their ages, a parent with a child forms a side', async ({ page, venue }) => {
  await createEventAtDesk(page, venue.url, {
    name: 'Attacktix family doubles',
    date: '2026-12-12',
    ruleset: 'Attacktix',
    options: async (p) => {
      await p.getByLabel('Singles or doubles').selectOption({ label: 'Doubles (2 v 2)' });
      await p.getByLabel('Age class').selectOption({ label: 'Parent and child (doubles)' });
    },
  });
  const register = page.getByRole('form', { name: 'Register a player' });
  for (const [name, dob] of [['Mia Mum', '1990-03-01'], ['Dan Dad', '1988-07-12'], ['Kit Kid', '2016-05-20']] as const) {
    await register.getByLabel('Name').fill(name);
    await register.getByLabel('Date of birth').fill(dob);
    await register.getByLabel('Name').press('Enter');
    await expect(register.getByRole('status')).toHaveText(`${name} registered.`);
  }
  const sides = page.getByRole('region', { name: /^Sides — / });
  const find = sides.getByLabel('Find a player of this division');
  for (const [typed, name] of [['mia', 'Mia Mum'], ['dan', 'Dan Dad']] as const) {
    await find.fill(typed);
    await sides.getByRole('button', { name: `Add ${name}` }).click();
  }
  await sides.getByRole('button', { name: 'Form side' }).click();
  await expect(sides.getByRole('alert')).toHaveText(
    'Side not formed. A parent-child side is one adult and one child: Mia Mum is 36 and Dan Dad is 38 on the event date, so both are 18 or older.',
  );
  await shot(page, 'doubles-sides-parent-child-refused');

  await sides.getByRole('button', { name: 'Take Dan Dad out' }).click();
  await find.fill('kit');
  await sides.getByRole('button', { name: 'Add Kit Kid' }).click();
  await sides.getByRole('button', { name: 'Form side' }).click();
  await expect(sides.getByRole('status')).toHaveText('Side “Mia Mum / Kit Kid” formed.');
  await expect(sides.getByRole('alert')).toHaveCount(0);
});
