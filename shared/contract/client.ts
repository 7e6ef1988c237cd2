// runtime: pure. The surface every transport offers the renderer (window.arbiter in Electron,
// the venue client in a browser, direct calls in tests).
import type { ChangeEvent } from './changes';
import type { Result } from './errors';
import type { InputOf, OperationName, OutputOf } from './operations';

export interface ArbiterApi {
  call<N extends OperationName>(name: N, input: InputOf<N>): Promise<Result<OutputOf<N>>>;
  /** Calls back after every committed command; returns the unsubscribe function. */
  onChange(listener: (change: ChangeEvent) => void): () => void;
}
