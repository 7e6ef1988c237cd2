// Every refusal of a result the penalties give (their host's table rulings) is worded at the
// results desk by the feature's own texts in every language, with the same parameters as the
// English, and by an English message in the host's error: never a bare code.
import { describe, expect, it } from 'vitest';
import { penaltiesHost } from '../../../../electron/features/penalties/host';
import { penaltiesView } from '../../../../renderer/src/features/penalties/view';
import { penaltiesCatalog } from '../../../../renderer/src/features/penalties/catalog';
import { resultProblem } from '../../../../electron/core/services/result-problems';
import '../../../../electron/features/registry';

const params = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the penalties’ refusals of a result in words', () => {
  const codes = Object.keys(penaltiesHost.table?.problems ?? {});

  it('has a text key at the desk for each code the host gives, and only those', () => {
    expect(codes.length).toBeGreaterThan(0);
    expect(Object.keys(penaltiesView.resultProblems ?? {}).sort()).toEqual([...codes].sort());
  });

  it('says each in every language with the English parameters', () => {
    for (const code of codes) {
      const key = penaltiesView.resultProblems![code]!;
      const en = penaltiesCatalog.en[key];
      expect(en).toMatch(/\{\{entryId\}\}/);
      for (const language of ['ru', 'pl'] as const) expect(params(penaltiesCatalog[language][key]), `${language} ${code}`).toEqual(params(en));
    }
  });

  it('names each in the host’s English message', () => {
    const error = resultProblem(codes.map((code) => ({ code, params: { game: 2 } })), 4);
    expect(error.message).toBe(`Table 4: ${codes.map((c) => penaltiesHost.table!.problems![c]).join('; ')}.`);
    expect(error.message).not.toMatch(/_by_|penalty_in/);
  });
});
