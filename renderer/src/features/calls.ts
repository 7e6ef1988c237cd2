// runtime: dom. A feature's operations from a panel, typed by its contract: the same query and
// command hooks the desk's own screens use, so a feature's answers refresh on the same changes.
import type { OperationName } from '../../../shared/contract/operations';
import type { FeatureContract, FeatureInput, FeatureOutput } from '../../../shared/features/feature';
import type { Result } from '../../../shared/contract/errors';
import { useQuery, type QueryView } from '../api/use-query';
import { useCommand } from '../desk/use-command';

type NameOf<C extends FeatureContract> = keyof C['operations'] & string;

export function useFeatureQuery<C extends FeatureContract, N extends NameOf<C>>(_contract: C, name: N, input: FeatureInput<C, N> | null, eventId?: number): QueryView<FeatureOutput<C, N>> {
  // A feature's operation is not in the core's name type; the contract above types it instead.
  return useQuery(name as unknown as OperationName, input as never, eventId) as unknown as QueryView<FeatureOutput<C, N>>;
}

export function useFeatureCommand<C extends FeatureContract, N extends NameOf<C>>(_contract: C, name: N) {
  const command = useCommand(name as unknown as OperationName);
  return command as unknown as Omit<typeof command, 'run'> & { run(input: FeatureInput<C, N>): Promise<Result<FeatureOutput<C, N>>> };
}
