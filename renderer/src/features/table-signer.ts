// runtime: dom. Who signs a table's slip besides its players (the referee assigned to it), live at
// the desk, by the features' table words (a feature's `tableWords` that names a signer). The
// features' registry hands this module their words as it registers them, so a feature's panel
// asks without importing the registry (which imports the panels).
import type { InputOf } from '../../../shared/contract/operations';
import { useQuery } from '../api/use-query';
import type { FeatureView } from './feature';
import { featureText } from './text';

const sources: FeatureView[] = [];

/** Adds a feature's table words; the answer takes them away again. */
export function registerTableWords(view: FeatureView): () => void {
  if (view.tableWords) sources.push(view);
  return () => {
    const at = sources.indexOf(view);
    if (at >= 0) sources.splice(at, 1);
  };
}

/** The signer's name at the table, by the first feature whose words can name one; '' where none
 * does or none is assigned. */
export function useTableSigner(eventId: number, roundId: number, tableId: number): string {
  const view = sources[0];
  // Every feature's words are asked with the round's id; where no feature has any, nothing is asked.
  const answer = useQuery(view?.tableWords?.query ?? 'round.get', view ? ({ roundId } as InputOf<'round.get'>) : null, eventId).data;
  if (!view || answer === undefined) return '';
  return view.tableWords!.of(answer, tableId, featureText(view)).find((w) => w.signer)?.signer?.name ?? '';
}
