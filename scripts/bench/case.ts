// A bench case: one named measurement that yields rows. The registry (registry.ts) lists them.
import type { BenchOptions } from './options';
import type { Row } from './rows';

export interface BenchCase {
  name: string;
  /** Progress goes to `progress` (stderr), never into the rows. */
  run(opts: BenchOptions, progress: (message: string) => void): Row[] | Promise<Row[]>;
}
