// Every refusal the result check can give has its sentence at the results desk, so a person reads
// why a sheet was refused (the race codes of Catan's sheets among them), never a bare code.
import { describe, expect, it } from 'vitest';
import { RESULT_CODES } from '../../../electron/engine/scoring';
import results from '../../../renderer/src/i18n/en/results.json';

describe('result problems in words', () => {
  it('has a sentence for every code the result check gives', () => {
    const problems = results.results.problems as Record<string, string>;
    expect(RESULT_CODES.filter((code) => typeof problems[code] !== 'string' || problems[code] === '')).toEqual([]);
  });
});
