// runtime: dom. Where a form that edits a stored, versioned record starts: the record as stored
// when the form opened (or as last saved), not as it changes underneath; `reload` starts the form
// again from what is stored now (after another desk's change), under a new `generation` key.
import { useEffect, useState } from 'react';

export function useEditBase<T>(stored: T | undefined) {
  const [base, setBase] = useState<T | null>(null);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!base && stored) setBase(stored);
  }, [base, stored]);
  const reload = () => {
    if (stored) setBase(stored);
    setGeneration((g) => g + 1);
  };
  return { base, generation, setBase, reload };
}
