// A woman registered at a Russian and at a Polish desk is spoken of as a woman ("зарегистрирована",
// "Obecna"), her date of birth and the event switcher's dates read in the desk's language, and her
// collection list on a Polish desk starts as the Polish edition.
import { join } from 'node:path';
import { expect, screenshotDir, test } from './venue-fixture';

test('a Russian desk registers a woman as a woman and writes dates in Russian', async ({ page, venue }) => {
  venue.t.call('settings.set', { language: 'ru' });
  venue.t.call('event.create', { name: 'Кубок Москвы', date: '2026-12-05', ruleset: 'generic' });
  await page.goto(`${venue.url}/#/desk`);

  const form = page.getByRole('form', { name: 'Регистрация игрока' });
  await form.getByLabel('Имя').fill('Анна Петрова');
  await form.getByLabel('Дата рождения').fill('1995-03-14');
  await form.getByLabel('Обращение').selectOption({ label: 'Она (женский род)' });
  await form.getByRole('button', { name: 'Зарегистрировать' }).click();
  await expect(form.getByRole('status')).toHaveText('Анна Петрова зарегистрирована.');

  await form.getByLabel('Имя').fill('Саша Ким');
  await form.getByRole('button', { name: 'Зарегистрировать' }).click();
  await expect(form.getByRole('status')).toHaveText('Игрок Саша Ким зарегистрирован.');

  const list = page.getByRole('region', { name: 'Найти и отметить' }).getByRole('listbox');
  await expect(list.getByRole('option', { name: /Анна Петрова/ })).toContainText('14 мар. 1995 г.');
  await expect(page.locator('#event-select option')).toHaveText(['Кубок Москвы — 5 дек. 2026 г.']);
  await page.screenshot({ path: join(screenshotDir, 'forms-of-address-ru.png') });
});

test('a Polish desk checks a woman in as "Obecna", writes dates in Polish and starts her collection as the Polish edition', async ({ page, venue }) => {
  venue.t.call('settings.set', { language: 'pl' });
  venue.t.call('event.create', { name: 'Puchar Zimy', date: '2026-12-12', ruleset: 'doomtrooper' });
  await page.goto(`${venue.url}/#/desk`);

  const form = page.getByRole('form', { name: 'Zarejestruj gracza' });
  await form.getByLabel('Imię i nazwisko').fill('Anna Nowak');
  await form.getByLabel('Data urodzenia').fill('2001-12-31');
  await form.getByLabel('Forma zwracania się').selectOption({ label: 'Pani (rodzaj żeński)' });
  await form.getByRole('button', { name: 'Zarejestruj' }).click();
  await expect(form.getByRole('status')).toHaveText('Zarejestrowano: Anna Nowak.');

  const search = page.getByLabel('Szukaj graczy');
  await search.fill('nowak');
  const row = page.getByRole('region', { name: 'Znajdź i potwierdź obecność' }).getByRole('option', { name: /Anna Nowak/ });
  await expect(row).toContainText('31 gru 2001');
  await search.press('Enter');
  await search.fill('nowak');
  await expect(row).toContainText('Obecna, nr 1');
  await expect(page.locator('#event-select option')).toHaveText(['Puchar Zimy — 12 gru 2026']);
  await page.screenshot({ path: join(screenshotDir, 'forms-of-address-pl.png') });

  await row.getByRole('button', { name: 'Edycja: Anna Nowak', exact: true }).click();
  const collection = page.getByRole('form', { name: 'Lista kolekcji — Anna Nowak' });
  await expect(collection.getByLabel('Język edycji')).toHaveValue('pl');
  await expect(page.getByRole('form', { name: /Anna Nowak/ }).first().getByLabel('Forma zwracania się')).toHaveValue('female');
});
