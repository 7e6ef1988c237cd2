// runtime: dom. Runs a command and keeps its last error for the form that sent it.
import { useCallback, useState } from 'react';
import type { AppError, Result } from '../../../shared/contract/errors';
import type { InputOf, OperationName, OutputOf } from '../../../shared/contract/operations';
import { getApi } from '../api/client';

export function useCommand<N extends OperationName>(name: N) {
  const [error, setError] = useState<AppError | undefined>();
  const [busy, setBusy] = useState(false);
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
  return { run, error, busy, clearError: () => setError(undefined) };
}
