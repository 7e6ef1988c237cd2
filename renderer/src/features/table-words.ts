// runtime: dom. The words features print for a round's tables (a referee's name), read once for a
// printed sheet: each feature's query asked with the round's id, its words in the sheet's language.
import { useEffect, useState } from 'react';
import type { InputOf } from '../../../shared/contract/operations';
import { getApi } from '../api/client';
import type { Snapshot } from '../print/use-snapshot';
import type { TableWord } from './feature';
import { featureViews } from './registry';
import { featureText } from './text';

/** One feature's words for the round's tables. */
export interface RoundTableWords {
  id: string;
  /** The head of their column. */
  title: string;
  of(tableId: number): TableWord[];
}

export function useTableWords(roundId: number): Snapshot<RoundTableWords[]> {
  const [snap, setSnap] = useState<Snapshot<RoundTableWords[]>>({ state: 'loading' });
  useEffect(() => {
    let alive = true;
    const sources = featureViews().flatMap((view) => (view.tableWords ? [{ view, source: view.tableWords }] : []));
    void Promise.all(sources.map(({ source }) => getApi().call(source.query, { roundId } as InputOf<typeof source.query>))).then((answers) => {
      if (!alive) return;
      const failed = answers.find((a) => !a.ok);
      if (failed && !failed.ok) return setSnap({ state: 'error', error: failed.error });
      const words = sources.map(({ view, source }, i) => {
        const answer = answers[i]!;
        const text = featureText(view);
        return { id: view.id, title: text(source.title), of: (tableId: number) => (answer.ok ? source.of(answer.value, tableId, text) : []) };
      });
      setSnap({ state: 'done', value: words });
    });
    return () => {
      alive = false;
    };
  }, [roundId]);
  return snap;
}


/** Who signs a table's slip besides its players, by every feature's words. */
export function signersOf(words: readonly RoundTableWords[], tableId: number) {
  return words.flatMap((w) => w.of(tableId).flatMap((word) => (word.signer ? [word.signer] : [])));
}
