// Russian and Polish mark a person's gender in the past tense and in adjectives. A sentence about a
// player is worded for her (`key_female`), for him (`key_male`) or to fit anyone (`key`), never
// with a bracketed or slashed ending ("выбрал(а)", "Obecny/a") that reads as a form to fill in.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { catalogs } from '../../../renderer/src/i18n';
import { featureCatalogs } from '../../../renderer/src/features/registry';
import { addressed } from '../../../renderer/src/i18n/address';
import type { Language } from '../../../shared/model/settings';

const root = join(process.cwd(), 'renderer', 'src', 'i18n');

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [[prefix, String(value)]];
}
const catalog = (language: Language) => [
  ...readdirSync(join(root, language))
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => leaves(JSON.parse(readFileSync(join(root, language, f), 'utf8'))).map(([k, v]): [string, string] => [`${f}: ${k}`, v])),
  ...leaves(featureCatalogs(language)),
];

// An ending in brackets straight after a letter ("снят(а)", "pull(ed)"), or a short ending after a
// slash ("Obecny/a", "был/была" is a whole word and not caught; "rodzaj/a" is).
const bracketed = /\p{L}\(-?\p{L}{1,3}\)/u;
const slashed = /\p{Ll}{2}\/\p{Ll}{1,2}(?!\p{L})/u;

describe.each(['ru', 'pl'] as const)('the %s catalog', (language) => {
  it('has no bracketed or slashed gender endings', () => {
    const hacks = catalog(language).filter(([, text]) => bracketed.test(text) || slashed.test(text));
    expect(hacks).toEqual([]);
  });

  it('has a wording that fits anyone beside every her/his wording', () => {
    const keys = new Set(catalog(language).map(([k]) => k));
    const orphans = [...keys].filter((k) => /_(female|male)$/.test(k) && !keys.has(k.replace(/_(female|male)$/, '')));
    expect(orphans).toEqual([]);
  });
});

describe('the scan', () => {
  it('finds the endings it is for', () => {
    expect(['выбрал(а) место', 'Obecny/a', 'снят(а) с турнира', 'zapisał(a)'].filter((s) => bracketed.test(s) || slashed.test(s))).toHaveLength(4);
    expect(['(CSV)', 'Waga (g)', 'zdjęcie i/lub opis', 'W/L/D'].filter((s) => bracketed.test(s) || slashed.test(s))).toEqual([]);
  });
});

describe('sentences about a player as the desk picks them', () => {
  const t = (language: 'ru' | 'pl' | 'en') => {
    const i18n = i18next.createInstance();
    void i18n.init({ resources: { [language]: { translation: { ...catalogs[language], ...featureCatalogs(language) } } }, lng: language, initAsync: false });
    return (key: string, options: object = {}) => String(i18n.t(key as never, options as never));
  };

  it('Russian: her wording, his, and one that fits anyone', () => {
    const ru = t('ru');
    expect(ru('register.done', { name: 'Анна Петрова', ...addressed({ formOfAddress: 'female' }) })).toBe('Анна Петрова зарегистрирована.');
    expect(ru('register.done', { name: 'Иван Петров', ...addressed({ formOfAddress: 'male' }) })).toBe('Иван Петров зарегистрирован.');
    expect(ru('register.done', { name: 'Саша Ким', ...addressed({ formOfAddress: null }) })).toBe('Игрок Саша Ким зарегистрирован.');
  });

  it('Polish: "Obecna" for her, "Obecny" for him, a noun for anyone', () => {
    const pl = t('pl');
    expect(pl('checkIn.checkedIn', { order: 3, ...addressed({ formOfAddress: 'female' }) })).toBe('Obecna, nr 3');
    expect(pl('checkIn.checkedIn', { order: 3, ...addressed({ formOfAddress: 'male' }) })).toBe('Obecny, nr 3');
    expect(pl('checkIn.checkedIn', { order: 3 })).toBe('Obecność potwierdzona, nr 3');
  });

  it('English has one wording, whatever the form of address', () => {
    expect(t('en')('register.done', { name: 'Ann Lee', ...addressed({ formOfAddress: 'female' }) })).toBe('Ann Lee registered.');
  });

  it('a table of teams has one team ahead at time, not one player', () => {
    expect(t('pl')('results.race.timeOneLeader', { score: 'PP', context: 'team' })).toBe('Skończył się czas: wygrywa najwięcej (PP), prowadzi jedna drużyna');
    expect(t('ru')('print.slip.race.endings.time', { score: 'ОП', context: 'team' })).toBe('Время вышло: впереди одна команда с наибольшим числом ОП');
    expect(t('en')('print.slip.race.endings.time', { score: 'PP', context: 'team' })).toBe('Time was called: one team ahead with the most PP');
  });

  it('Polish leaves the player\'s name in the nominative', () => {
    expect(t('pl')('features.collections.collection.savedOk', { name: 'Anna Nowak' })).toBe('Lista kolekcji — Anna Nowak: zapisana; spełnia zasady.');
  });
});
