// runtime: dom. Runs a command and keeps its last error for the form that sent it. `busy` is true
// while the command runs and while this desk's access is withdrawn (access-withdrawn.ts): the
// buttons it turns off send nothing, so what was typed waits for the desk to join again.
import { useCallback, useState } from 'react';
import type { AppError, Result } from '../../../shared/contract/errors';
import type { InputOf, OperationName, OutputOf } from '../../../shared/contract/operations';
import { useWithdrawn } from '../api/access-withdrawn';
import { getApi } from '../api/client';

export function useCommand<N extends OperationName>(name: N) {
  const [error, setError] = useState<AppError | undefined>();
  const [busy, setBusy] = useState(false);
  const withdrawn = useWithdrawn();
  const run = useCallback(
    async (input: InputOf<N>): Promise<Result<OutputOf<N>>> => {
      setBusy(true);
      const result = await getApi().call(name, input);
      setBusy(false);
      setError(result.ok ? undefined : result.error);
      return result;
    },
    [name],
  );
  return { run, error, busy: busy || withdrawn, clearError: () => setError(undefined) };
}
